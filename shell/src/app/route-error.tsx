// spec §2: a generic router fallback shows 'Unexpected Application Error!'.
import { FAILURE } from '@parking/shared/domain';
import { Button, PageFrame } from '@parking/shared/ui';
import { useNavigate, useRouteError } from 'react-router';
import { landingPath } from '../features/session/landing-path';

export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  if (error instanceof Error) console.error(error);
  return (
    <PageFrame>
      <h1>{FAILURE.unexpected}</h1>
      <div>
        <Button onClick={() => navigate(landingPath())}>Back to the community page</Button>
      </div>
    </PageFrame>
  );
}

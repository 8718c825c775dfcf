// spec §2: /userverification/{which}/{userid}/{hoaid}/{email}, where the e-mail links land.
import { PageFrame, Panel } from '@parking/shared/ui';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { parseVerificationState, VERIFICATION_MESSAGES } from '../verification-states';
import { ResetPasswordForm } from './reset-password-form';

export default function UserVerificationPage() {
  const { which, userid = '', hoaid = '', email = '' } = useParams();
  const [search] = useSearchParams();
  const state = parseVerificationState(which);
  const landing = hoaid ? paths.landing(hoaid) : paths.home;
  const back = <Link to={landing}>Back to the community page</Link>;

  if (state === 'password') {
    return (
      <PageFrame>
        <Panel title="Reset Password">
          <p>{email}</p>
          <ResetPasswordForm userid={userid} resetToken={search.get('token')} landing={landing} />
          {back}
        </Panel>
      </PageFrame>
    );
  }
  const message = state ? VERIFICATION_MESSAGES[state] : VERIFICATION_MESSAGES.nouserid;
  return (
    <PageFrame>
      <Panel title={message.title}>
        <p>{message.text}</p>
        {back}
      </Panel>
    </PageFrame>
  );
}

// spec §2: /userverification/{which}/{userid}/{hoaid}/{email}, where the e-mail links land.
// The server never puts the e-mail in the URL ({email} is '-'), and the reset token
// comes in the fragment (#token=...), which the browser never sends to a server.
import { PageFrame, PageHeader, Panel } from '@parking/shared/ui';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { parseVerificationState, VERIFICATION_MESSAGES } from '../verification-states';
import { ResetPasswordForm } from './reset-password-form';

export default function UserVerificationPage() {
  const { which, userid = '', hoaid = '' } = useParams();
  const resetToken = new URLSearchParams(useLocation().hash.slice(1)).get('token');
  const state = parseVerificationState(which);
  const landing = hoaid ? paths.landing(hoaid) : paths.home;
  const back = <Link to={landing}>Back to the community page</Link>;

  if (state === 'password') {
    return (
      // The page's title is its level-one heading (axe page-has-heading-one).
      <PageFrame>
        <PageHeader title="Reset Password" />
        <Panel>
          <ResetPasswordForm userid={userid} resetToken={resetToken} landing={landing} />
          {back}
        </Panel>
      </PageFrame>
    );
  }
  const message = state ? VERIFICATION_MESSAGES[state] : VERIFICATION_MESSAGES.nouserid;
  return (
    <PageFrame>
      <PageHeader title={message.title} />
      <Panel>
        <p>{message.text}</p>
        {back}
      </Panel>
    </PageFrame>
  );
}

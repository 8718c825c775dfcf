// The link of a new invitation: shown once (only its hash is kept), with a QR code to scan and a
// copy button. qrcode.react is loaded with owner-app only (docs/adr/0014).
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import styled from 'styled-components';
import { fullUnitWarning, type CreateInvitationResponse } from '@parking/shared/domain';
import { Button, ButtonRow } from '@parking/shared/ui';

const Box = styled.section`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  align-items: flex-start;
  margin: ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Text = styled.div`
  flex: 1 1 16rem;
  min-width: 0;
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

const Url = styled.a`
  overflow-wrap: anywhere;
  font-family: ${({ theme }) => theme.fonts.mono};
`;

const Warning = styled.p`
  flex-basis: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surface};
`;

const Qr = styled.div`
  padding: ${({ theme }) => theme.space.sm};
  background: #fff;
  line-height: 0;
`;

export function InvitationLink({ created }: { created: CreateInvitationResponse }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(created.url);
    setCopied(true);
  };
  return (
    <Box aria-label="Invitation link">
      {/* docs/adr/0030: the link is made, but the guest cannot register while the unit is full. */}
      {created.room.full ? <Warning role="alert">{fullUnitWarning(created.room)}</Warning> : null}
      <Text>
        <p>
          <strong>Invitation link</strong> (valid until {created.valid_until}). It is shown only
          now: send it to your guest or let them scan the code.
        </p>
        <p>
          <Url href={created.url} target="_blank" rel="noreferrer">
            {created.url}
          </Url>
        </p>
        <ButtonRow>
          <Button variant="secondary" onClick={() => void copy()}>
            {copied ? 'Link copied' : 'Copy link'}
          </Button>
        </ButtonRow>
      </Text>
      <Qr>
        <QRCodeSVG value={created.url} size={160} title="QR code of the invitation link" />
      </Qr>
    </Box>
  );
}

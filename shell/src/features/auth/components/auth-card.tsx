import type { ReactNode } from 'react';
import styled from 'styled-components';

const Page = styled.main`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.lg}`};
`;

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: min(440px, 100%);
  padding: ${({ theme }) => theme.space.xxl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Community = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface AuthCardProps {
  title: string;
  communityName: string | null;
  children: ReactNode;
}

/** The frame of the Owner Login and Renter Checkin screens. */
export function AuthCard({ title, communityName, children }: AuthCardProps) {
  return (
    <Page>
      <Card aria-labelledby="auth-title">
        <div>
          <h1 id="auth-title">{title}</h1>
          {communityName ? <Community>{communityName}</Community> : null}
        </div>
        {children}
      </Card>
    </Page>
  );
}

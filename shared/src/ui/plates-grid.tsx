import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export interface PlateCard {
  id: string;
  plate: string;
  /** e.g. the plate state, shown small under the plate. */
  detail?: ReactNode;
}

export interface PlatesGridProps {
  /** e.g. 'Onsite Vehicles Valid Plates' (spec §2). */
  title: string;
  /** Today's date as shown beside the title. */
  date: string;
  plates: readonly PlateCard[];
  emptyText: string;
  className?: string;
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const DateText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Plate = styled.li`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.sm}`};
  border: 2px solid ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const PlateText = styled.span`
  display: block;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
`;

const Detail = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The plates-only view of a list: each plate as a card, under a title and the date. */
export function PlatesGrid({ title, date, plates, emptyText, className }: PlatesGridProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={className}>
      <Header>
        <Title id={titleId}>{title}</Title>
        <DateText>{date}</DateText>
      </Header>
      {plates.length === 0 ? (
        <Empty>{emptyText}</Empty>
      ) : (
        <Grid aria-label={title}>
          {plates.map((card) => (
            <Plate key={card.id}>
              <PlateText>{card.plate}</PlateText>
              {card.detail ? <Detail>{card.detail}</Detail> : null}
            </Plate>
          ))}
        </Grid>
      )}
    </section>
  );
}

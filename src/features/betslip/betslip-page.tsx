import styled from '@emotion/styled';
import { theme } from '../../ui/theme.ts';
import { useSearchParams } from 'react-router';
import { BetSlip } from './bet-slip.tsx';
import { BookedSlipLoader } from './booking.tsx';

// §2 Sportsbook /sportsbook/betslip: the slip as a page (phones reach it from the bottom sheet; a shared link lands here).
const Page = styled.div`
  display: grid;
  max-inline-size: 640px;
  margin-inline: auto;
  padding: ${theme.space[3]}px;
`;

export default function BetslipPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  return (
    <Page>
      {code && <BookedSlipLoader code={code} />}
      <BetSlip headingLevel={1} />
    </Page>
  );
}

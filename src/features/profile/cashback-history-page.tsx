import { CashbackHistoryPage } from './bonus-history-page.tsx';

export default CashbackHistoryPage;

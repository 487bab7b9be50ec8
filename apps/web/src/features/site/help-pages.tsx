import { checkHelp } from './help/check-help';
import { HelpGuide } from './help/help-guide';
import { printHelp } from './help/print-help';

// Mobile H5 help guides (SPEC §2.1): printing paper ballots and rosters, verifying vote results.

export function PrintHelpPage() {
  return <HelpGuide locale={printHelp} />;
}

export function CheckHelpPage() {
  return <HelpGuide locale={checkHelp} />;
}

import { useParams } from 'react-router-dom';
import { IssueView } from './issue-view';
import { MuiScope } from '../../../lib/ui/mui-scope';

function IssuePageContent() {
  const { volumeSlug = '', issueSlug = '' } = useParams();
  return <IssueView key={`${volumeSlug}/${issueSlug}`} volumeSlug={volumeSlug} issueSlug={issueSlug} />;
}

/** Drawn with MUI (lib/ui/mui-scope.tsx). */
export function IssuePage() {
  return (
    <MuiScope>
      <IssuePageContent />
    </MuiScope>
  );
}

import { useParams } from 'react-router-dom';
import { IssueView } from './issue-view';

export function IssuePage() {
  const { volumeSlug = '', issueSlug = '' } = useParams();
  return <IssueView key={`${volumeSlug}/${issueSlug}`} volumeSlug={volumeSlug} issueSlug={issueSlug} />;
}

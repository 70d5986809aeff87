import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { StarBorderIcon } from '../../../lib/ui/desk-icons';
import { useState } from 'react';
import { adminMessages } from '@journal/common/messages';
import { useSetFeaturedArticle } from '../api/set-featured-article';
import { failureReason } from '../../../lib/error-message';
import { MuiScope } from '../../../lib/ui/mui-scope';

interface Notice {
  severity: 'success' | 'error';
  text: string;
}

/**
 * "Feature this article": makes the article the one featured on the home page. Self-contained,
 * because the home page loads it lazily for the signed-in admin only.
 */
function FeatureArticleButtonContent({ articleId, title }: { articleId: string; title: string }) {
  const feature = useSetFeaturedArticle();
  const [notice, setNotice] = useState<Notice | null>(null);

  const onClick = () =>
    feature.mutate(articleId, {
      onSuccess: () => setNotice({ severity: 'success', text: adminMessages.featured(title) }),
      onError: (error) =>
        setNotice({ severity: 'error', text: adminMessages.setFeaturedFailed(failureReason(error)) }),
    });

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="secondary"
        startIcon={<StarBorderIcon />}
        onClick={onClick}
        disabled={feature.isPending}
        aria-label={`Feature this article: ${title}`}
      >
        Feature this article
      </Button>
      <Snackbar
        open={notice !== null}
        autoHideDuration={6000}
        onClose={() => setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity={notice?.severity ?? 'success'} onClose={() => setNotice(null)} variant="filled">
          {notice?.text}
        </Alert>
      </Snackbar>
    </>
  );
}

/** Drawn with MUI (lib/ui/mui-scope.tsx). */
export function FeatureArticleButton(props: { articleId: string; title: string }) {
  return (
    <MuiScope>
      <FeatureArticleButtonContent {...props} />
    </MuiScope>
  );
}

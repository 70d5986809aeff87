import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { failureReason } from '../../../lib/error-message';

/** A failed admin action: the dashboard's own text, and the reason when there is one to tell. */
export interface ActionError {
  title: string;
  detail?: string;
}

export function actionError(title: string, error: unknown): ActionError {
  const detail = failureReason(error);
  return detail === title ? { title } : { title, detail };
}

export function ActionErrorAlert({ error, onClose }: { error: ActionError | null; onClose(): void }) {
  if (!error) return null;
  return (
    <Alert severity="error" onClose={onClose} sx={{ mb: 2 }}>
      {error.detail ? (
        <>
          <AlertTitle>{error.title}</AlertTitle>
          {error.detail}
        </>
      ) : (
        error.title
      )}
    </Alert>
  );
}

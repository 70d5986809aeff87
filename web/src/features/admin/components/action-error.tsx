import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { ApiError, NetworkError } from '../../../lib/api-client';

/** A failed admin action: SPEC.md's text, and the server's reason when it gave one. */
export interface ActionError {
  title: string;
  detail?: string;
}

export function actionError(title: string, error: unknown): ActionError {
  if (error instanceof ApiError && error.message !== title) return { title, detail: error.message };
  if (error instanceof NetworkError) return { title, detail: 'The server could not be reached.' };
  return { title };
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

/** The reason to put after SPEC's "Failed to create …: " prefix. */
export function failureReason(error: unknown): string {
  if (error instanceof NetworkError) return 'The server could not be reached.';
  return error instanceof Error ? error.message : String(error);
}

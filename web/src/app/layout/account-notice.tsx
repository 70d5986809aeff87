import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { MuiScope } from '../../lib/ui/mui-scope';

export interface AccountNoticeProps {
  open: boolean;
  message: string | null;
  onClose(): void;
}

/** What went wrong with a choice of the account menu (signing out), for six seconds. */
export default function AccountNotice({ open, message, onClose }: AccountNoticeProps) {
  return (
    <MuiScope>
      <Snackbar open={open} autoHideDuration={6000} onClose={onClose}>
        <Alert severity="error" onClose={onClose}>
          {message}
        </Alert>
      </Snackbar>
    </MuiScope>
  );
}

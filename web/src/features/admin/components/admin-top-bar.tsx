import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { LogoutIcon } from '../../../lib/ui/desk-icons';
import { Link as RouterLink } from 'react-router-dom';

/** The site header is hidden on /admin paths; the dashboard carries its own. */
export function AdminTopBar({ email, onLogout }: { email: string; onLogout(): void }) {
  return (
    <AppBar position="static" elevation={0}>
      <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.3rem', sm: '1.6rem' }, flexGrow: 1 }}>
          Admin Dashboard
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="body2">Signed in as {email}</Typography>
          <Link component={RouterLink} to="/" color="inherit" variant="body2">
            View site
          </Link>
          <Button color="inherit" variant="outlined" startIcon={<LogoutIcon />} onClick={onLogout}>
            Logout
          </Button>
        </Box>
      </Toolbar>
    </AppBar>
  );
}

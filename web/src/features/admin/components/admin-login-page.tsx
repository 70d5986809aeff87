import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { JOURNAL } from '@journal/common/constants';
import { credentialsSchema, type Credentials } from '@journal/common/contracts/users';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { adminLoginErrorMessage, useAdminLogIn } from '../api/admin-login';
import { adminPages } from '@journal/common/contracts/users-routes';
import { submissionPages } from '@journal/common/contracts/submissions-routes';
import { textFieldProps } from '../../../lib/ui/text-field-props';
import { MuiScope } from '../../../lib/ui/mui-scope';

function AdminLoginPageContent() {
  useDocumentTitle('Admin Login');
  const navigate = useNavigate();
  const location = useLocation();
  const logIn = useAdminLogIn();
  const redirectMessage = (location.state as { message?: unknown } | null)?.message;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Credentials>({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    logIn.mutate(values, { onSuccess: () => navigate(adminPages.dashboard.pattern, { replace: true }) }),
  );

  return (
    <Container maxWidth="xs" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {JOURNAL.title}
        </Typography>
        <Typography variant="h1" sx={{ fontSize: '2rem', mb: 3 }}>
          Admin Login
        </Typography>
        <Box component="form" noValidate onSubmit={onSubmit} aria-label="Admin login">
          <Stack spacing={2}>
            {typeof redirectMessage === 'string' && !logIn.isError && (
              <Alert severity="warning">{redirectMessage}</Alert>
            )}
            {logIn.isError && <Alert severity="error">{adminLoginErrorMessage(logIn.error)}</Alert>}
            <TextField
              label="Email"
              type="email"
              autoComplete="username"
              autoFocus
              {...textFieldProps(register('email'), errors.email)}
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              {...textFieldProps(register('password'), errors.password)}
            />
            <Button type="submit" variant="contained" size="large" disabled={logIn.isPending}>
              {logIn.isPending ? 'Logging in…' : 'Log In'}
            </Button>
          </Stack>
        </Box>
        <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
          <Link component={RouterLink} to={submissionPages.guidelines.pattern}>
            Not an admin? Go to regular login
          </Link>
        </Typography>
      </Paper>
    </Container>
  );
}

/** Drawn with MUI (lib/ui/mui-scope.tsx). */
export function AdminLoginPage() {
  return (
    <MuiScope>
      <AdminLoginPageContent />
    </MuiScope>
  );
}

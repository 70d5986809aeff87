import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { credentialsSchema, type Credentials } from '@journal/common/contracts/users';
import { authErrorMessage } from '../api/auth-error-message';
import { useLogIn } from '../api/log-in';
import { textFieldProps } from '../../../lib/ui/text-field-props';

interface LoginFormProps {
  defaultEmail: string;
  onLoggedIn(): void;
  onSwitchMode(email: string): void;
}

export function LoginForm({ defaultEmail, onLoggedIn, onSwitchMode }: LoginFormProps) {
  const logIn = useLogIn();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<Credentials>({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const onSubmit = handleSubmit((values) => logIn.mutate(values, { onSuccess: onLoggedIn }));

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Log in">
      <Stack spacing={2}>
        {logIn.isError && <Alert severity="error">{authErrorMessage(logIn.error, 'login')}</Alert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus={!defaultEmail}
          {...textFieldProps(register('email'), errors.email)}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          autoFocus={Boolean(defaultEmail)}
          {...textFieldProps(register('password'), errors.password)}
        />
        <Button type="submit" variant="contained" size="large" disabled={logIn.isPending}>
          {logIn.isPending ? 'Logging in…' : 'Log In'}
        </Button>
        <Button variant="text" onClick={() => onSwitchMode(getValues('email'))}>
          Don&apos;t have an account? Sign up
        </Button>
      </Stack>
    </Box>
  );
}

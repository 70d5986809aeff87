import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { signupFormSchema } from '@journal/common/contracts/signup';
import { MIN_PASSWORD_LENGTH } from '@journal/common/constants';
import { authErrorMessage } from '../api/auth-error-message';
import { useSignUp } from '../api/sign-up';
import { textFieldProps } from '../../../lib/ui/text-field-props';

type SignupFormValues = z.infer<typeof signupFormSchema>;

interface SignupFormProps {
  defaultEmail: string;
  onSignedUp(email: string): void;
  onSwitchMode(email: string): void;
}

export function SignupForm({ defaultEmail, onSignedUp, onSwitchMode }: SignupFormProps) {
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { username: '', email: defaultEmail, password: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit((values) =>
    signUp.mutate(values, { onSuccess: () => onSignedUp(values.email.trim().toLowerCase()) }),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Sign up">
      <Stack spacing={2}>
        {signUp.isError && <Alert severity="error">{authErrorMessage(signUp.error, 'signup')}</Alert>}
        <TextField
          label="Username"
          autoComplete="username"
          autoFocus
          {...textFieldProps(register('username'), errors.username)}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          {...textFieldProps(register('email'), errors.email)}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          {...textFieldProps(
            register('password'),
            errors.password,
            `At least ${MIN_PASSWORD_LENGTH} characters`,
          )}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          {...textFieldProps(register('confirmPassword'), errors.confirmPassword)}
        />
        <Button type="submit" variant="contained" size="large" disabled={signUp.isPending}>
          {signUp.isPending ? 'Signing up…' : 'Sign Up'}
        </Button>
        <Button variant="text" onClick={() => onSwitchMode(getValues('email'))}>
          Already have an account? Log in
        </Button>
      </Stack>
    </Box>
  );
}

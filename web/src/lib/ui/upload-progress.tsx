import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export function UploadProgress({ fraction, label }: { fraction: number; label: string }) {
  const percent = Math.round(fraction * 100);
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 0.5 }} aria-live="polite">
        {label} {percent}%
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-label="Upload progress" />
    </Box>
  );
}

import type { Volume } from '@journal/common/contracts/volumes';

/** The choices of a native volume select: a prompt, then each volume by name and year. */
export function VolumeOptions({ volumes }: { volumes: Volume[] }) {
  return (
    <>
      <option value="">Select a volume</option>
      {volumes.map((v) => (
        <option key={v._id} value={v._id}>
          {v.name} ({v.year})
        </option>
      ))}
    </>
  );
}

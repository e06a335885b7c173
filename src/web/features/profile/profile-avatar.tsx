import { useState } from "react";

interface ProfileAvatarProps {
  picture: string | null;
  name: string;
  className?: string;
}

/** The profile picture, or the name's initial when there is none or it fails to load. */
export function ProfileAvatar({
  picture,
  name,
  className = "h-28 w-28 text-4xl",
}: ProfileAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (picture && failedUrl !== picture) {
    return (
      <img
        src={picture}
        alt={name}
        translate="no"
        onError={() => setFailedUrl(picture)}
        className={`${className} rounded-full object-cover shadow ring-4 ring-brand-50`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      translate="no"
      className={`${className} flex items-center justify-center rounded-full bg-brand-700 font-bold text-white ring-4 ring-brand-50`}
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
}

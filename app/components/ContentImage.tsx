import type { Picture } from "~/content/types";

/** A picture from the content files, always with its size (no layout shift) and lazy unless told. */
export function ContentImage({
  picture,
  lazy = true,
  className,
}: {
  picture: Picture;
  lazy?: boolean;
  className?: string;
}) {
  return (
    <img
      src={picture.src}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      loading={lazy ? "lazy" : undefined}
      className={className}
    />
  );
}

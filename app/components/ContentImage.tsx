import type { Picture } from "~/content/types";

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

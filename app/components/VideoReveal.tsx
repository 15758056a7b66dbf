import { useId } from "react";
import type { VideoContent } from "~/content/pages/video";
import type { MediaRef } from "~/lib/content-fields/types";
import { useClosedDisclosure } from "~/lib/use-disclosure";

interface VideoFiles {
  video: MediaRef;
  poster: MediaRef;
  captions: MediaRef;
}

export function VideoReveal({ content, files }: { content: VideoContent; files: VideoFiles }) {
  // The page script opens the panel, and pauses the video as it hides it.
  const { button, panel } = useClosedDisclosure();
  const descriptionId = useId();
  return (
    <div className="flex flex-col items-start gap-6">
      <button
        {...button}
        className="flex size-20 items-center justify-center rounded-full bg-brand-700 text-white shadow-md hover:bg-brand-800"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-10 fill-current">
          <path d="M3 6.5A2.5 2.5 0 0 1 5.5 4h8A2.5 2.5 0 0 1 16 6.5v1.8l4.4-2.6A1 1 0 0 1 22 6.6v10.8a1 1 0 0 1-1.6.9L16 15.7v1.8a2.5 2.5 0 0 1-2.5 2.5h-8A2.5 2.5 0 0 1 3 17.5z" />
        </svg>
        <span className="sr-only">{content.buttonLabel}</span>
      </button>
      <div {...panel} className="flex w-full max-w-3xl flex-col gap-3">
        <p className="font-semibold text-brand-800 text-lg">{content.caption}</p>
        <p id={descriptionId} className="sr-only">
          {files.video.alt}
        </p>
        <video
          controls
          playsInline
          preload="metadata"
          poster={files.poster.src}
          width={content.player.width}
          height={content.player.height}
          aria-describedby={descriptionId}
          className="h-auto w-full rounded-xl bg-slate-900"
        >
          <source
            src={files.video.src}
            type={files.video.src.endsWith(".webm") ? "video/webm" : "video/mp4"}
          />
          <track kind="captions" src={files.captions.src} srcLang="en" label="English" />
        </video>
      </div>
    </div>
  );
}

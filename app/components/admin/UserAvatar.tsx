import { adminPages } from "~/content/pages/admin";

export function UserAvatar({ src, name }: { src: string | null; name: string }) {
  if (!src) return <span className="text-slate-500 text-sm">{adminPages.dashboard.noImage}</span>;
  return (
    <img src={src} alt={name} width={50} height={50} className="size-[50px] rounded-full object-cover" />
  );
}

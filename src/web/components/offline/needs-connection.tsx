import { useOnline } from './use-online.ts';

/** Says, while offline, that what is beside it needs a connection; nothing online. */
export function NeedsConnection({ text }: { text: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <p className="needs-connection" role="status">
      {text}
    </p>
  );
}

export function DelimiterBlock() {
  return (
    <div role="separator" className="py-[0.3em] text-center text-[1.3em] leading-none tracking-[0.6em] text-muted">
      <span aria-hidden="true">***</span>
    </div>
  );
}

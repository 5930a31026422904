import type { ReactNode } from 'react';

interface TitledSectionProps {
  /** The section's class; its heading's id is `<name>-title`. */
  name: string;
  title: string;
  children: ReactNode;
}

/** A part of the import/export panel, named by its heading. */
export function TitledSection({ name, title, children }: TitledSectionProps) {
  const titleId = `${name}-title`;
  return (
    <section className={name} aria-labelledby={titleId}>
      <h3 id={titleId} className="panel__subtitle">
        {title}
      </h3>
      {children}
    </section>
  );
}

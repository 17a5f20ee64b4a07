import type { ReactNode } from 'react';
import { PageMeta } from '../../ui/PageMeta';
import { PageTitle } from '../../ui/Page';
import { Lead } from './StaticSections';

type StaticPageProps = {
  title: string;
  /** The meta description; the product's own when omitted. */
  description?: string;
  /** The muted paragraph under the title. */
  lead: string;
  children: ReactNode;
};

/** A static page: its head, its title over a muted lead, then its sections. */
export function StaticPage({ title, description, lead, children }: StaticPageProps) {
  return (
    <article>
      <PageMeta title={title} description={description} />
      <PageTitle>{title}</PageTitle>
      <Lead>{lead}</Lead>
      {children}
    </article>
  );
}

import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { NarrowLayout } from './narrow-layout';

/**
 * The one card of a page an e-mail's link opens (confirming an address, a recipient's choices): an icon, the
 * page's heading and what it is about, then what can be done there.
 */
export function LinkPageCard(props: { icon: LucideIcon; title: string; text: string; children?: ReactNode }) {
  const Icon = props.icon;
  return (
    <NarrowLayout>
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Icon aria-hidden className="size-6" />
          </span>
          <CardTitle as="h1">{props.title}</CardTitle>
          <CardDescription className="text-base">{props.text}</CardDescription>
        </CardHeader>
        {props.children ? <CardContent className="grid gap-4">{props.children}</CardContent> : null}
      </Card>
    </NarrowLayout>
  );
}

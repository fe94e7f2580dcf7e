import * as CollapsiblePrimitive from '@radix-ui/react-collapsible';

// Radix gives the trigger aria-expanded and aria-controls; callers style the trigger as a Button.
export const Collapsible = CollapsiblePrimitive.Root;
export const CollapsibleTrigger = CollapsiblePrimitive.Trigger;
export const CollapsibleContent = CollapsiblePrimitive.Content;

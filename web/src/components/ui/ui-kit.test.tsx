import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog';
import { Button } from './button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from './collapsible';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';
import { Label } from './label';
import { Progress } from './progress';
import { Switch } from './switch';
import { Textarea } from './textarea';
import { Toaster } from './toaster';
import { useToast } from './use-toast';

describe('UI kit', () => {
  it('asks before a destructive action, with the focus on cancel', async () => {
    const onDelete = vi.fn();
    render(
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="destructive">Eliminar</Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>¿Eliminar el mensaje?</AlertDialogTitle>
            <AlertDialogDescription>No se puede deshacer.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancelar</AlertDialogCancel>
            <AlertDialogAction variant="destructive" onClick={onDelete}>
              Eliminar
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));

    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar el mensaje?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Cancelar'));

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('closes a dialog with its named close button and with Escape', async () => {
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Abrir</Button>
        </DialogTrigger>
        <DialogContent closeLabel="Cerrar">
          <DialogTitle>Vista previa</DialogTitle>
          <DialogDescription>Así lo verá.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await screen.findByRole('dialog', { name: 'Vista previa' });
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('gives the focus back to the button that opened a dialog from state, which Radix cannot know', async () => {
    function OpenedFromState() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Hacer una foto</Button>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent closeLabel="Cerrar">
              <DialogTitle>Cámara</DialogTitle>
              <DialogDescription>Apunta y dispara.</DialogDescription>
            </DialogContent>
          </Dialog>
        </>
      );
    }
    render(<OpenedFromState />);
    const opener = screen.getByRole('button', { name: 'Hacer una foto' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Cámara' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('names a switch by its label and reports its state', () => {
    render(
      <>
        <Switch id="anonymous" />
        <Label htmlFor="anonymous">Modo anónimo</Label>
      </>,
    );
    const control = screen.getByRole('switch', { name: 'Modo anónimo' });
    expect(control.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(control);
    expect(control.getAttribute('aria-checked')).toBe('true');
  });

  it('tells assistive technology whether a collapsible is open', () => {
    render(
      <Collapsible>
        <CollapsibleTrigger>Amor (2)</CollapsibleTrigger>
        <CollapsibleContent>Mensajes</CollapsibleContent>
      </Collapsible>,
    );
    const trigger = screen.getByRole('button', { name: 'Amor (2)' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Mensajes')).toBeNull();
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Mensajes')).toBeTruthy();
  });

  it('exposes progress as a progressbar with its value', () => {
    render(<Progress value={66} aria-label="Paso 2 de 3" />);
    const bar = screen.getByRole('progressbar', { name: 'Paso 2 de 3' });
    expect(bar.getAttribute('aria-valuenow')).toBe('66');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
  });

  it('labels a textarea', () => {
    render(
      <>
        <Label htmlFor="content">Mensaje</Label>
        <Textarea id="content" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Mensaje' }).tagName).toBe('TEXTAREA');
  });

  it('shows one toast at a time', async () => {
    function Buttons() {
      const { toast } = useToast();
      const [count, setCount] = useState(0);
      return (
        <Button
          onClick={() => {
            setCount(count + 1);
            toast({ title: `Aviso ${count + 1}` });
          }}
        >
          Avisar
        </Button>
      );
    }
    render(
      <Toaster>
        <Buttons />
      </Toaster>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Avisar' }));
    expect(await screen.findByText('Aviso 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Avisar' }));
    expect(await screen.findByText('Aviso 2')).toBeTruthy();
    expect(screen.queryByText('Aviso 1')).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n';
import { AttachmentsGrid } from './attachments-grid';

describe('the attachments below a letter', () => {
  it('centres each photo in its tile, so a landscape one beside a portrait one does not sit at the top', () => {
    render(
      <AttachmentsGrid
        media={[
          { id: 'a', mediaType: 'image', url: '/m/a' },
          { id: 'b', mediaType: 'image', url: '/m/b' },
        ]}
      />,
    );
    for (const image of screen.getAllByRole('img')) {
      const tile = image.closest('li')!;
      expect(tile.className).toMatch(/\bflex\b/);
      expect(tile.className).toMatch(/\bitems-center\b/);
    }
  });
});

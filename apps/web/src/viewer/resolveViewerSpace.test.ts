import { ViewerMessages } from '@indoor/domain';
import { describe, expect, it } from 'vitest';
import { makeSpace } from '../test/factories';
import { resolveViewerTarget } from './resolveViewerSpace';

describe('resolveViewerTarget', () => {
  const library = makeSpace({ buid: 'lib', coordinates_lat: '35.1', coordinates_lon: '33.4' });
  const ship = makeSpace({ buid: 'ship', space_type: 'vessel', coordinates_lat: '' });

  it('finds a published space with its position', () => {
    expect(resolveViewerTarget({ buid: 'lib', cuid: null }, [ship, library])).toEqual({
      kind: 'space',
      space: library,
      position: { lat: 35.1, lon: 33.4 },
    });
  });

  it('reports a space that is not published, or has no position, as unavailable', () => {
    const unavailable = { kind: 'unavailable', message: ViewerMessages.spaceUnavailable };
    expect(resolveViewerTarget({ buid: 'other', cuid: null }, [library])).toEqual(unavailable);
    expect(resolveViewerTarget({ buid: 'ship', cuid: null }, [ship])).toEqual(unavailable);
  });

  it('explains campus links and links without an id', () => {
    expect(resolveViewerTarget({ buid: null, cuid: 'c1' }, [library])).toMatchObject({
      message: ViewerMessages.campusUnavailable,
    });
    expect(resolveViewerTarget({ buid: null, cuid: null }, [library])).toMatchObject({
      message: ViewerMessages.missingId,
    });
  });
});

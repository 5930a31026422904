import {
  ConnectorType,
  type Poi,
  PoiFormRules,
  PoiUiMessages,
  poiAddBodySchema,
  poiUpdateBodySchema,
} from '@indoor/domain';
import { describe, expect, it } from 'vitest';
import { makePoi, makePoiPlace } from '../test/factories';
import {
  connectorAddBody,
  emptyPoiFormValues,
  isConnector,
  type PoiFormValues,
  poiAddBody,
  poiFormErrors,
  poiFormValuesFromPoi,
  poiUpdateBody,
  validatePoiForm,
} from './poiForm';

/** A saved printer with every asset field filled in. */
const printer = (overrides: Partial<Poi> = {}): Poi =>
  makePoi({
    name: 'Printer',
    description: 'Colour laser',
    pois_type: 'Office',
    pois_type2: 'Office',
    manufacturer: 'Acme',
    modelNumber: 'X-1',
    serialNumber: 'SN42',
    purchaseDate: '2024-03-01',
    price: 199.5,
    quantity: 2,
    link: 'https://acme.example/x1',
    tags: ['printer', 'floor 2'],
    warranty: { scope: 'Parts', expirationDate: '2026-03-01', isLifetime: false },
    ...overrides,
  });

const place = makePoiPlace({ floor_number: '2', floor_name: 'Second' });

function filled(overrides: Partial<PoiFormValues> = {}): PoiFormValues {
  return { ...emptyPoiFormValues(), name: 'Printer', poisType: 'Office', ...overrides };
}

describe('POI form values', () => {
  it('starts a new POI with quantity 1, no type chosen and nothing else filled in', () => {
    const values = emptyPoiFormValues();
    expect(values.quantity).toBe('1');
    expect(values.poisType).toBe('');
    expect(values.name).toBe('');
    expect(values.warrantyLifetime).toBe(false);
  });

  it('reads a saved POI into the form, a null price as empty and tags comma separated', () => {
    expect(poiFormValuesFromPoi(printer())).toEqual({
      name: 'Printer',
      description: 'Colour laser',
      poisType: 'Office',
      customType: '',
      isBuildingEntrance: false,
      manufacturer: 'Acme',
      modelNumber: 'X-1',
      serialNumber: 'SN42',
      purchaseDate: '2024-03-01',
      price: '199.5',
      quantity: '2',
      link: 'https://acme.example/x1',
      tags: 'printer, floor 2',
      warrantyScope: 'Parts',
      warrantyExpiration: '2026-03-01',
      warrantyLifetime: false,
    });
    const entrance = poiFormValuesFromPoi(printer({ price: null, is_building_entrance: 'true' }));
    expect(entrance.price).toBe('');
    expect(entrance.isBuildingEntrance).toBe(true);
  });
});

describe('POI form validation', () => {
  it('accepts a named POI with a type and nothing else', () => {
    expect(validatePoiForm(filled())).toEqual({ ok: true });
  });

  it('needs a name', () => {
    expect(validatePoiForm(filled({ name: '   ' }))).toEqual({
      ok: false,
      field: 'name',
      message: PoiUiMessages.nameRequired,
    });
  });

  it('needs a type, which a custom type can stand for', () => {
    expect(validatePoiForm(filled({ poisType: '' }))).toEqual({
      ok: false,
      field: 'poisType',
      message: PoiUiMessages.typeRequired,
    });
    expect(validatePoiForm(filled({ poisType: '', customType: 'Printer room' }))).toEqual({
      ok: true,
    });
  });

  it.each(['0', '12', '12.5', '12.50', '.99', ''])('accepts the price "%s"', (price) => {
    expect(validatePoiForm(filled({ price }))).toEqual({ ok: true });
  });

  it.each(['-1', '1.234', 'abc', '1e3', '1,50'])('refuses the price "%s"', (price) => {
    expect(validatePoiForm(filled({ price }))).toEqual({
      ok: false,
      field: 'price',
      message: PoiUiMessages.priceInvalid,
    });
  });

  it.each([
    '0',
    '',
    '1.5',
    '-2',
    String(PoiFormRules.maxQuantity + 1),
  ])('refuses the quantity "%s"', (quantity) => {
    expect(validatePoiForm(filled({ quantity }))).toMatchObject({ ok: false, field: 'quantity' });
  });

  it('accepts whole quantities from 1 up to the server limit', () => {
    expect(validatePoiForm(filled({ quantity: '1' }))).toEqual({ ok: true });
    expect(validatePoiForm(filled({ quantity: String(PoiFormRules.maxQuantity) }))).toEqual({
      ok: true,
    });
  });

  it('takes an http or https link, or none', () => {
    expect(validatePoiForm(filled({ link: 'http://example.org/a' }))).toEqual({ ok: true });
    for (const link of ['example.org', 'ftp://example.org', 'https://', 'https://a b']) {
      expect(validatePoiForm(filled({ link }))).toEqual({
        ok: false,
        field: 'link',
        message: PoiUiMessages.linkInvalid,
      });
    }
  });

  it('takes real calendar dates as YYYY-MM-DD', () => {
    expect(validatePoiForm(filled({ purchaseDate: '2024-02-29' }))).toEqual({ ok: true });
    expect(validatePoiForm(filled({ purchaseDate: '2023-02-29' }))).toMatchObject({
      field: 'purchaseDate',
      message: PoiUiMessages.dateInvalid,
    });
    expect(validatePoiForm(filled({ warrantyExpiration: '01/02/2026' }))).toMatchObject({
      field: 'warrantyExpiration',
    });
  });

  it('ignores the expiration of a lifetime warranty', () => {
    expect(
      validatePoiForm(filled({ warrantyExpiration: 'someday', warrantyLifetime: true })),
    ).toEqual({ ok: true });
  });

  it('lists every problem in the order of the fields', () => {
    expect(
      Object.keys(poiFormErrors(filled({ name: '', price: '-1', link: 'nope', quantity: '0' }))),
    ).toEqual(['name', 'price', 'quantity', 'link']);
  });
});

describe('POI request bodies', () => {
  const complete = filled({
    name: ' Printer ',
    description: ' Colour laser ',
    isBuildingEntrance: true,
    manufacturer: 'Acme',
    purchaseDate: '2024-03-01',
    price: '199.50',
    quantity: '3',
    link: 'https://acme.example/x1',
    tags: ' printer, , floor 2 ,',
    warrantyScope: 'Parts',
    warrantyExpiration: '2026-03-01',
  });

  it('builds an add body the server schema accepts, with the documented wire forms', () => {
    const body = poiAddBody(complete, place);
    expect(body).toMatchObject({
      buid: 'building_1',
      floor_number: '2',
      floor_name: 'Second',
      name: 'Printer',
      description: 'Colour laser',
      pois_type: 'Office',
      pois_type2: 'Office',
      is_door: 'false',
      is_published: 'true',
      is_building_entrance: 'true',
      coordinates_lat: '57.05',
      coordinates_lon: '21.01',
      price: 199.5,
      quantity: 3,
      tags: ['printer', 'floor 2'],
      warranty: { scope: 'Parts', expirationDate: '2026-03-01', isLifetime: false },
    });
    const parsed = poiAddBodySchema.parse(body);
    expect(parsed).toMatchObject({ floor_number: 2, price: 199.5, quantity: 3, name: 'Printer' });
  });

  it('sends an empty price as null and a lifetime warranty without expiration', () => {
    const body = poiAddBody(
      filled({ warrantyExpiration: '2026-03-01', warrantyLifetime: true }),
      place,
    );
    expect(body.price).toBeNull();
    expect(body.quantity).toBe(1);
    expect(body.warranty).toEqual({ scope: '', expirationDate: '', isLifetime: true });
    expect(() => poiAddBodySchema.parse(body)).not.toThrow();
  });

  it('lets a non-empty custom type override the chosen type, mirrored in pois_type2', () => {
    const body = poiAddBody(filled({ customType: ' Printer room ' }), place);
    expect(body.pois_type).toBe('Printer room');
    expect(body.pois_type2).toBe('Printer room');
    expect(poiAddBody(filled({ customType: '  ' }), place).pois_type).toBe('Office');
  });

  it('builds an update body with puid, buid and every form field, not the position', () => {
    const body = poiUpdateBody(complete, printer());
    expect(body).toMatchObject({
      puid: 'poi_1',
      buid: 'building_1',
      name: 'Printer',
      price: 199.5,
    });
    expect(body).not.toHaveProperty('coordinates_lat');
    expect(Object.keys(body).sort()).toEqual(
      [
        'puid',
        'buid',
        'name',
        'description',
        'pois_type',
        'pois_type2',
        'is_building_entrance',
        'manufacturer',
        'modelNumber',
        'serialNumber',
        'purchaseDate',
        'price',
        'quantity',
        'link',
        'tags',
        'warranty',
      ].sort(),
    );
    expect(poiUpdateBodySchema.parse(body)).toMatchObject({
      puid: 'poi_1',
      tags: ['printer', 'floor 2'],
    });
  });

  it('round-trips a saved POI through the form unchanged', () => {
    const poi = printer();
    const body = poiUpdateBody(poiFormValuesFromPoi(poi), poi);
    expect(body).toMatchObject({
      name: poi.name,
      pois_type: poi.pois_type,
      price: poi.price,
      quantity: poi.quantity,
      tags: poi.tags,
      warranty: poi.warranty,
    });
  });

  it('adds a connector: type None, named and described Connector', () => {
    const body = connectorAddBody(place);
    expect(body).toMatchObject({
      pois_type: ConnectorType,
      name: 'Connector',
      description: 'Connector',
      is_door: 'false',
      is_published: 'true',
      coordinates_lat: '57.05',
    });
    expect(() => poiAddBodySchema.parse(body)).not.toThrow();
    expect(isConnector({ pois_type: body.pois_type })).toBe(true);
    expect(isConnector(printer())).toBe(false);
  });
});

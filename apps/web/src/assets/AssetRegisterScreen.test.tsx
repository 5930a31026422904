import {
  type AssetRegisterAnswer,
  AssetRegisterConstants,
  type AssetRow,
  AuditCycleMessages,
  assetRegister,
  CommonUiMessages,
  ConnectivityMessages,
  AssetRegisterMessages as M,
  StorageKeys,
} from '@indoor/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '../state/alerts';
import { useSelectionStore } from '../state/selection';
import { useUiStore } from '../state/ui';
import { blobBytes, blobText, captureDownloads } from '../test/downloads';
import {
  fakeFetch,
  makeClientConfig,
  makePoi,
  makeSessionUser,
  makeSpace,
  signInAs,
} from '../test/factories';
import { setBrowserOnline } from '../test/network';
import { renderWithQueries } from '../test/render';
import { AssetRegisterScreen } from './AssetRegisterScreen';

const library = makeSpace({ buid: 'building_lib', name: 'Library' });
const annex = makeSpace({ buid: 'building_annex', name: 'Annex' });

let serial = 0;
function makeAsset(overrides: Partial<AssetRow> = {}): AssetRow {
  serial += 1;
  return {
    ...makePoi({
      puid: `poi_${serial}`,
      buid: library.buid,
      name: `Asset ${serial}`,
      pois_type: 'Other',
      pois_type2: 'Other',
      manufacturer: '',
      createdAt: '2023-01-01T00:00:00.000Z',
    }),
    space_name: library.name,
    unit: null,
    ...overrides,
  };
}

const printer = makeAsset({
  name: 'Printer',
  pois_type: 'Office',
  floor_number: '1',
  floor_name: 'First',
  manufacturer: 'HP',
  modelNumber: 'M404',
  serialNumber: 'SN-1',
  purchaseDate: '2023-05-01',
  price: 299.5,
  quantity: 2,
  tags: ['it'],
  warranty: { scope: 'all', expirationDate: '2024-06-20', isLifetime: false },
  unit: { id: 'unit-lab', name: 'Lab 2.14' },
});
/** The printer's cells up to its serial number, the same on the page and in the downloads. */
const printerTextCells = [
  'Printer',
  'Office',
  'Library',
  'First (1)',
  'Lab 2.14',
  'HP',
  'M404',
  'SN-1',
];
const extinguisher = makeAsset({
  name: 'Extinguisher',
  pois_type: 'Fire Extinguisher',
  price: 40,
  tags: ['safety'],
  warranty: { scope: '', expirationDate: '2025-01-01', isLifetime: false },
});
const boiler = makeAsset({
  name: '=Boiler',
  buid: annex.buid,
  space_name: annex.name,
  pois_type: 'Other',
  price: 1200,
  tags: ['safety', 'heating'],
  warranty: { scope: '', expirationDate: '', isLifetime: true },
});

const answerOf = (
  assets: AssetRow[],
  overrides: Partial<AssetRegisterAnswer> = {},
): AssetRegisterAnswer => ({
  assets,
  spaces: [library, annex],
  truncated: false,
  limit: 20000,
  ...overrides,
});

/** The register endpoint answers with each of `answers` in turn (the last one repeats). */
function assetServer(...answers: { status: number; payload: unknown }[]) {
  let served = 0;
  const stub = fakeFetch((url) => {
    if (url === '/api/config') return { status: 200, payload: makeClientConfig() };
    if (url === assetRegister.path) {
      const answer = answers[Math.min(served, answers.length - 1)];
      served += 1;
      return answer ?? { status: 500, payload: {} };
    }
    return { status: 404, payload: { message: 'Not found.' } };
  });
  vi.stubGlobal('fetch', stub.fetchImpl);
  return stub.calls.filter.bind(stub.calls, (c) => c.url === assetRegister.path) as () => {
    url: string;
    init: RequestInit;
  }[];
}
const ok = (answer: AssetRegisterAnswer) => ({ status: 200, payload: answer });

const user = makeSessionUser({ id: 'user_1', name: 'Ada Lovelace', role: 'planner' });

/** Signed in, the register lists `assets` once loaded. */
async function showRegister(assets: AssetRow[]) {
  assetServer(ok(answerOf(assets)));
  signInAs(user);
  const view = renderWithQueries(<AssetRegisterScreen />);
  await screen.findByTestId('asset-table');
  return view;
}

const rowNames = () =>
  screen.queryAllByTestId('asset-row').map((row) => row.querySelector('td')?.textContent);

describe('AssetRegisterScreen', () => {
  beforeEach(() => {
    signInAs(null);
    useAlertStore.setState({ alert: null });
    useUiStore.setState({ accountDialog: null, welcomeOpen: false });
    useSelectionStore.getState().clearSelection();
    // Only the clock: "today" is 1 June 2024 for the warranty filter and file names.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 5, 1, 12, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('asks a signed-out visitor to sign in, and asks the server nothing', () => {
    const calls = assetServer(ok(answerOf([printer])));
    renderWithQueries(<AssetRegisterScreen />);
    const prompt = screen.getByTestId('assets-sign-in');
    expect(prompt.textContent).toContain(M.signInToSee);
    fireEvent.click(within(prompt).getByRole('button', { name: CommonUiMessages.signIn }));
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    expect(calls()).toHaveLength(0);
  });

  it('says in its header, offline, that the register waits for the connection', async () => {
    assetServer(ok(answerOf([printer])));
    signInAs(user);
    renderWithQueries(<AssetRegisterScreen />);
    await screen.findByTestId('asset-table');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('status').textContent).toBe('');
    setBrowserOnline(false);
    expect(within(header).getByRole('status').textContent).toBe(
      `${ConnectivityMessages.offline} ${ConnectivityMessages.registerWaits}`,
    );
  });

  it('loads the register with the bearer token and lists every asset with its fields', async () => {
    const calls = assetServer(ok(answerOf([printer, extinguisher, boiler])));
    signInAs(user);
    renderWithQueries(<AssetRegisterScreen />);
    expect(within(screen.getByRole('main')).getByRole('status').textContent).toContain(M.loading);
    await screen.findByTestId('asset-table');
    expect(calls()[0]?.init.headers).toMatchObject({
      authorization: `Bearer ${user.access_token}`,
    });
    expect(screen.getByTestId('assets-count').textContent).toBe(M.count(3, 3));
    const headings = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headings.map((h) => h?.replace(/[▲▼↕]/g, ''))).toEqual([
      ...Object.values(M.columns),
      AuditCycleMessages.columns.lastAudit,
      AuditCycleMessages.columns.lastResult,
      AuditCycleMessages.columns.auditedBy,
      AuditCycleMessages.stateColumn,
    ]);
    // Default order: building, floor, name.
    expect(rowNames()).toEqual(['=Boiler', 'Extinguisher', 'Printer']);
    const printerRow = screen.getAllByTestId('asset-row')[2];
    // The data cells carry their column's name (a card's labels on a narrow screen).
    const cells = [...(printerRow?.querySelectorAll('td[data-label]') ?? [])].map(
      (td) => td.textContent,
    );
    expect(cells).toEqual([
      ...printerTextCells,
      '2023-05-01',
      (299.5).toLocaleString(undefined, { minimumFractionDigits: 2 }),
      '2',
      'it',
      '2024-06-20',
      AuditCycleMessages.neverAudited,
      '',
      '',
      // An office is a place: its space does not audit offices.
      AuditCycleMessages.exempt,
    ]);
    expect(screen.getAllByTestId('asset-row')[0]?.textContent).toContain(M.lifetimeWarranty);
  });

  it('says so when there are no assets', async () => {
    assetServer(ok(answerOf([])));
    signInAs(user);
    renderWithQueries(<AssetRegisterScreen />);
    expect((await screen.findByTestId('assets-empty')).textContent).toBe(M.noAssets);
    expect(screen.queryByTestId('asset-table')).toBeNull();
  });

  it("shows the server's message when loading fails, and tries again on request", async () => {
    const calls = assetServer(
      { status: 503, payload: { message: 'Database unavailable.' } },
      ok(answerOf([printer])),
    );
    signInAs(user);
    renderWithQueries(<AssetRegisterScreen />);
    const failure = await screen.findByTestId('assets-load-failed');
    expect(failure.textContent).toContain('Database unavailable.');
    fireEvent.click(within(failure).getByRole('button', { name: CommonUiMessages.tryAgain }));
    await screen.findByTestId('asset-table');
    expect(calls()).toHaveLength(2);
  });

  it('falls back to its own text when the failure carries no message', async () => {
    assetServer({ status: 500, payload: {} });
    signInAs(user);
    renderWithQueries(<AssetRegisterScreen />);
    expect((await screen.findByTestId('assets-load-failed')).textContent).toContain(M.loadFailed);
  });

  it('says when the register was cut at the server’s limit', async () => {
    assetServer(ok(answerOf([printer], { truncated: true, limit: 1 })));
    signInAs(user);
    renderWithQueries(<AssetRegisterScreen />);
    expect((await screen.findByTestId('assets-truncated')).textContent).toBe(M.truncated(1));
  });

  it('filters by space, floor, type, tag and expiring warranty', async () => {
    await showRegister([printer, extinguisher, boiler]);
    const select = (testId: string, value: string) =>
      fireEvent.change(screen.getByTestId(testId), { target: { value } });
    const floorOptions = () =>
      [...(screen.getByTestId('asset-filter-floor') as HTMLSelectElement).options].map(
        (o) => o.textContent,
      );

    expect(floorOptions()).toEqual([M.anyFloor]);
    select('asset-filter-space', library.buid);
    expect(rowNames()).toEqual(['Extinguisher', 'Printer']);
    expect(floorOptions()).toEqual([M.anyFloor, 'Ground (0)', 'First (1)']);
    select('asset-filter-floor', '1');
    expect(rowNames()).toEqual(['Printer']);
    expect(screen.getByTestId('assets-count').textContent).toBe(M.count(1, 3));
    // The rooms of the chosen space and floor that hold assets.
    const roomOptions = [...(screen.getByTestId('asset-filter-room') as HTMLSelectElement).options];
    expect(roomOptions.map((o) => o.textContent)).toEqual([M.anyRoom, 'Lab 2.14, First (1)']);
    select('asset-filter-floor', '');
    select('asset-filter-room', 'unit-lab');
    expect(rowNames()).toEqual(['Printer']);
    select('asset-filter-floor', '1');
    // Another space starts on all floors.
    select('asset-filter-space', annex.buid);
    expect((screen.getByTestId('asset-filter-floor') as HTMLSelectElement).value).toBe('');
    expect(rowNames()).toEqual(['=Boiler']);

    fireEvent.click(screen.getByRole('button', { name: M.clearFilters }));
    expect(rowNames()).toHaveLength(3);
    select('asset-filter-type', 'Fire Extinguisher');
    expect(rowNames()).toEqual(['Extinguisher']);
    select('asset-filter-type', '');
    select('asset-filter-tag', 'safety');
    expect(rowNames()).toEqual(['=Boiler', 'Extinguisher']);
    select('asset-filter-tag', '');

    // Today is 2024-06-01: the printer's warranty ends in 19 days, the extinguisher's in 214.
    const days = screen.getByTestId('asset-filter-warranty');
    fireEvent.change(days, { target: { value: '30' } });
    expect(rowNames()).toEqual(['Printer']);
    fireEvent.change(days, { target: { value: '10' } });
    expect(screen.getByTestId('assets-no-matches').textContent).toBe(M.noMatches);
    expect(
      (screen.getByRole('button', { name: M.downloadCsv }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.change(days, { target: { value: 'soon' } });
    expect(days.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(M.warrantyDaysInvalid(AssetRegisterConstants.maxWarrantyDays))).toBe(
      document.getElementById(days.getAttribute('aria-describedby') ?? ''),
    );
    // A refused number filters nothing.
    expect(rowNames()).toHaveLength(3);
  });

  it("shows each asset's last audit and its state today, and filters due and overdue", async () => {
    // Today is 2024-06-01; the spaces audit every 365 days, due within the last 30.
    const audited = makeAsset({
      name: 'Audited',
      last_audit: { date: '2024-05-01T10:00:00.000Z', result: 'found', auditor: 'ana' },
      audit_interval_days: 365,
    });
    const dueSoon = makeAsset({
      name: 'Due soon',
      last_audit: { date: '2023-06-15T09:00:00.000Z', result: 'damaged', auditor: 'bo' },
      audit_interval_days: 365,
    });
    const never = makeAsset({ name: 'Never', last_audit: null, audit_interval_days: 365 });
    await showRegister([audited, dueSoon, never]);
    const cells = (name: string) => {
      const row = screen
        .getAllByTestId('asset-row')
        .find((r) => r.querySelector('td')?.textContent === name);
      return [...(row?.querySelectorAll('td[data-label]') ?? [])]
        .slice(-4)
        .map((td) => td.textContent);
    };
    expect(cells('Audited')).toEqual(['2024-05-01', 'Found', 'ana', AuditCycleMessages.ok]);
    // A problem found outranks the due date, in words and colour.
    expect(cells('Due soon')).toEqual([
      '2023-06-15',
      'Damaged',
      'bo',
      AuditCycleMessages.problem('Damaged'),
    ]);
    const dueRow = screen
      .getAllByTestId('asset-row')
      .find((r) => r.textContent?.includes('Due soon'));
    expect(dueRow?.className).toContain('asset-table__row--problem');
    expect(dueRow?.querySelector('[data-result="damaged"]')).not.toBeNull();
    expect(cells('Never')).toEqual([
      AuditCycleMessages.neverAudited,
      '',
      '',
      AuditCycleMessages.overdue,
    ]);

    const audit = screen.getByTestId('asset-filter-audit');
    fireEvent.change(audit, { target: { value: 'due' } });
    expect(rowNames()).toEqual(['Due soon']);
    fireEvent.change(audit, { target: { value: 'overdue' } });
    expect(rowNames()).toEqual(['Never']);
    fireEvent.change(audit, { target: { value: 'problems' } });
    expect(rowNames()).toEqual(['Due soon']);
    // The view lives in the address: a reload opens the same filter.
    expect(window.location.search).toBe('?audit=problems');
    fireEvent.click(screen.getByRole('button', { name: M.clearFilters }));
    expect(rowNames()).toHaveLength(3);
    expect(window.location.search).toBe('');
  });

  it('searches name, serial, model and tags, and opens the view its address names', async () => {
    await showRegister([printer, extinguisher, boiler]);
    const search = screen.getByTestId('asset-filter-text');
    fireEvent.change(search, { target: { value: 'sn-1' } });
    expect(rowNames()).toEqual(['Printer']);
    fireEvent.change(search, { target: { value: 'SAFETY' } });
    expect(rowNames()).toEqual(['=Boiler', 'Extinguisher']);
    fireEvent.click(
      within(screen.getByRole('columnheader', { name: /Price/ })).getByRole('button'),
    );
    expect(window.location.search).toBe('?q=SAFETY&sort=price&dir=ascending');
    expect(rowNames()).toEqual(['Extinguisher', '=Boiler']);
  });

  it('opens with the filters, search and sort of its address', async () => {
    window.history.replaceState(null, '', '/assets?q=safety&sort=price&dir=descending');
    await showRegister([printer, extinguisher, boiler]);
    expect((screen.getByTestId('asset-filter-text') as HTMLInputElement).value).toBe('safety');
    expect(rowNames()).toEqual(['=Boiler', 'Extinguisher']);
    expect(screen.getByRole('columnheader', { name: /Price/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('sorts by a heading, says how in aria-sort, and reverses on a second press', async () => {
    await showRegister([printer, extinguisher, boiler, makeAsset({ name: 'Free chair' })]);
    const priceHeading = () => screen.getByRole('columnheader', { name: /Price/ });
    expect(priceHeading().getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: /Building/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );

    const sortButton = within(priceHeading()).getByRole('button');
    expect(sortButton.tagName).toBe('BUTTON');
    fireEvent.click(sortButton);
    expect(priceHeading().getAttribute('aria-sort')).toBe('ascending');
    expect(rowNames()).toEqual(['Extinguisher', 'Printer', '=Boiler', 'Free chair']);
    fireEvent.click(sortButton);
    expect(priceHeading().getAttribute('aria-sort')).toBe('descending');
    expect(rowNames()).toEqual(['=Boiler', 'Printer', 'Extinguisher', 'Free chair']);
    expect(screen.getByRole('columnheader', { name: /Building/ }).getAttribute('aria-sort')).toBe(
      'none',
    );
  });

  it('opens an asset on the map from a click or Enter on its row', async () => {
    window.history.replaceState(null, '', '/assets');
    const { unmount } = await showRegister([printer, boiler]);
    const row = screen.getAllByTestId('asset-row').find((r) => r.dataset.puid === printer.puid);
    if (!row) throw new Error('no printer row');
    expect(row.tabIndex).toBe(0);
    fireEvent.keyDown(row, { key: 'Enter' });
    expect(useSelectionStore.getState()).toMatchObject({
      selectedBuid: library.buid,
      selectedFloor: '1',
      selectedPoi: printer.puid,
      popupBuid: null,
    });
    expect(localStorage.getItem(StorageKeys.lastPoi)).toBe(printer.puid);
    expect(window.location.pathname).toBe('/');

    useSelectionStore.getState().clearSelection();
    const boilerRow = screen
      .getAllByTestId('asset-row')
      .find((r) => r.dataset.puid === boiler.puid);
    if (!boilerRow) throw new Error('no boiler row');
    fireEvent.click(boilerRow.querySelectorAll('td')[3] as HTMLElement);
    expect(useSelectionStore.getState()).toMatchObject({
      selectedBuid: annex.buid,
      selectedFloor: '0',
      selectedPoi: boiler.puid,
    });
    unmount();
  });

  it("opens an asset on the map from its card's button", async () => {
    window.history.replaceState(null, '', '/assets');
    const { unmount } = await showRegister([printer, boiler]);
    fireEvent.click(screen.getByRole('button', { name: M.showOnMapOf(printer.name) }));
    expect(useSelectionStore.getState()).toMatchObject({
      selectedBuid: library.buid,
      selectedFloor: '1',
      selectedPoi: printer.puid,
    });
    expect(window.location.pathname).toBe('/');
    unmount();
  });

  it('downloads the rows shown as CSV, guarded against formulas, named after today', async () => {
    await showRegister([printer, extinguisher, boiler]);
    const saved = captureDownloads();
    fireEvent.change(screen.getByTestId('asset-filter-tag'), { target: { value: 'safety' } });
    fireEvent.click(screen.getByRole('button', { name: M.downloadCsv }));
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe('assets-2024-06-01.csv');
    const text = await blobText(saved[0]?.blob);
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(Object.values(M.columns).join(','));
    expect(lines.slice(1)).toEqual([
      '\'=Boiler,Other,Annex,Ground (0),,,,,,1200,1,"safety, heating",Lifetime',
      'Extinguisher,Fire Extinguisher,Library,Ground (0),,,,,,40,1,safety,2025-01-01',
      '',
    ]);
  });

  it('downloads the rows shown as an XLSX workbook with real numbers and dates', async () => {
    await showRegister([printer, extinguisher, boiler]);
    const saved = captureDownloads();
    fireEvent.change(screen.getByTestId('asset-filter-space'), {
      target: { value: library.buid },
    });
    fireEvent.click(screen.getByRole('button', { name: M.downloadXlsx }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    expect(saved[0]?.name).toBe('assets-2024-06-01.xlsx');

    const ExcelJS = await import('exceljs');
    const workbook = new (ExcelJS.default ?? ExcelJS).Workbook();
    await workbook.xlsx.load((await blobBytes(saved[0]?.blob)).buffer);
    const sheet = workbook.getWorksheet(M.sheetName);
    expect(sheet?.rowCount).toBe(3);
    const values = (n: number) => (sheet?.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(Object.values(M.columns));
    expect(values(2)?.[0]).toBe('Extinguisher');
    expect(values(3)).toEqual([
      ...printerTextCells,
      new Date(Date.UTC(2023, 4, 1)),
      299.5,
      2,
      'it',
      new Date(Date.UTC(2024, 5, 20)),
    ]);
    expect(screen.getByRole('button', { name: M.downloadXlsx })).toBeTruthy();
  }, 20_000);

  it('renders big registers in steps; the downloads still hold every matching row', async () => {
    const step = AssetRegisterConstants.renderStep;
    const many = Array.from({ length: step + 3 }, (_, i) =>
      makeAsset({ name: `Chair ${String(i).padStart(4, '0')}` }),
    );
    await showRegister(many);
    expect(screen.getAllByTestId('asset-row')).toHaveLength(step);
    expect(screen.getByTestId('assets-partly-shown').textContent).toBe(
      M.partlyShown(step, step + 3),
    );
    const saved = captureDownloads();
    fireEvent.click(screen.getByRole('button', { name: M.downloadCsv }));
    const lines = (await blobText(saved[0]?.blob)).split('\r\n');
    // The heading, every row, and the empty string after the last line end.
    expect(lines).toHaveLength(step + 3 + 2);
    expect(lines.at(-2)).toMatch(/^Chair 0502,/);

    fireEvent.click(screen.getByRole('button', { name: M.showMore(3) }));
    expect(screen.getAllByTestId('asset-row')).toHaveLength(step + 3);
    expect(screen.queryByTestId('assets-partly-shown')).toBeNull();
    // jsdom lays out 500 table rows slowly on a busy machine: room for it, not a speed goal.
  }, 30_000);

  it('drops the redirect parameters (and the token among them) from the address', () => {
    assetServer(ok(answerOf([])));
    window.history.replaceState(null, '', '/assets?token=secret&username=ada');
    renderWithQueries(<AssetRegisterScreen />);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/assets');
  });
});

import {
  AlertLevel,
  type AssetFilter,
  type AssetRegisterAnswer,
  AssetRegisterConstants,
  type AssetRow,
  type AssetView,
  assetFilterOptions,
  assetViewFromQuery,
  assetViewToQuery,
  ConnectivityMessages,
  filterAssets,
  localIsoDate,
  AssetRegisterMessages as M,
  nextAssetSort,
  parseWarrantyDays,
  type SessionUser,
  sortAssets,
} from '@indoor/domain';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../api/client';
import { LoadFailed, SignedInPage } from '../components/SignedInPage';
import { Spinner } from '../components/Spinner';
import { navigate } from '../router';
import { showAlert } from '../state/alerts';
import { AssetFilters } from './AssetFilters';
import { ASSET_REGISTER_PATH } from './AssetRegisterLink';
import { AssetTable } from './AssetTable';
import { downloadAssetsCsv, downloadAssetsXlsx } from './downloads';
import { openAssetOnMap } from './openAssetOnMap';
import { useAssetRegister } from './useAssetRegister';

function Downloads({ rows, today }: { rows: readonly AssetRow[]; today: string }) {
  const [preparing, setPreparing] = useState(false);
  const xlsx = async () => {
    setPreparing(true);
    try {
      await downloadAssetsXlsx(rows, today);
    } catch {
      showAlert({ level: AlertLevel.danger, text: M.xlsxFailed });
    } finally {
      setPreparing(false);
    }
  };
  return (
    <div className="asset-register__downloads">
      <button
        type="button"
        className="button"
        disabled={rows.length === 0}
        data-testid="asset-download-csv"
        onClick={() => downloadAssetsCsv(rows, today)}
      >
        {M.downloadCsv}
      </button>
      <button
        type="button"
        className="button"
        disabled={rows.length === 0 || preparing}
        aria-busy={preparing}
        data-testid="asset-download-xlsx"
        onClick={xlsx}
      >
        {preparing ? M.preparingXlsx : M.downloadXlsx}
      </button>
    </div>
  );
}

/**
 * The filters, the downloads and the table over one loaded register. The view (filters,
 * search, sort) lives in the page's address: a reload, a bookmark or a shared link opens
 * the same view (docs/audit.md#asset-register).
 */
function AssetRegisterView({ answer }: { answer: AssetRegisterAnswer }) {
  const [view, setView] = useState<AssetView>(() => assetViewFromQuery(window.location.search));
  const { filter, warrantyText, sort } = view;
  const changeView = (patch: Partial<AssetView>) =>
    setView((current) => ({ ...current, ...patch }));
  useEffect(() => {
    const query = assetViewToQuery(view);
    if (query !== window.location.search)
      navigate(`${ASSET_REGISTER_PATH}${query}`, { replace: true });
  }, [view]);
  const setFilter = (next: AssetFilter) => changeView({ filter: next });
  const setWarrantyText = (text: string) => changeView({ warrantyText: text });
  const [rendered, setRendered] = useState<number>(AssetRegisterConstants.renderStep);
  // "Today" is the user's calendar day when the page opened.
  const [today] = useState(() => localIsoDate(new Date()));

  const warranty = parseWarrantyDays(warrantyText);
  // A refused number of days filters nothing until it is corrected.
  const warrantyDays = warranty.ok ? warranty.days : null;
  const options = useMemo(
    () => assetFilterOptions(answer.assets, answer.spaces, filter.buid, filter.floor),
    [answer, filter.buid, filter.floor],
  );
  const shown = useMemo(
    () =>
      sortAssets(
        filterAssets(answer.assets, { ...filter, warrantyWithinDays: warrantyDays }, today),
        sort,
        today,
      ),
    [answer.assets, filter, warrantyDays, sort, today],
  );
  const spacesByBuid = useMemo(
    () => new Map(answer.spaces.map((space) => [space.buid, space])),
    [answer.spaces],
  );
  const open = (row: AssetRow) => {
    const space = spacesByBuid.get(row.buid);
    if (space) openAssetOnMap(row, space);
  };

  if (answer.assets.length === 0) {
    return (
      <p className="page__note" data-testid="assets-empty">
        {M.noAssets}
      </p>
    );
  }
  const visible = shown.slice(0, rendered);
  return (
    <div className="asset-register">
      {answer.truncated && (
        <p className="page__note page__note--warning" data-testid="assets-truncated">
          {M.truncated(answer.limit)}
        </p>
      )}
      <AssetFilters
        filter={filter}
        options={options}
        warrantyText={warrantyText}
        warrantyError={warranty.ok ? null : warranty.message}
        onChange={(next) => {
          setFilter(next);
          setRendered(AssetRegisterConstants.renderStep);
        }}
        onWarrantyTextChange={(text) => {
          setWarrantyText(text);
          setRendered(AssetRegisterConstants.renderStep);
        }}
      />
      <div className="asset-register__toolbar">
        <p className="asset-register__count" aria-live="polite" data-testid="assets-count">
          {M.count(shown.length, answer.assets.length)}
        </p>
        <Downloads rows={shown} today={today} />
      </div>
      {shown.length === 0 ? (
        <p className="page__note" data-testid="assets-no-matches">
          {M.noMatches}
        </p>
      ) : (
        <>
          <AssetTable
            rows={visible}
            today={today}
            sort={sort}
            onSort={(column) => changeView({ sort: nextAssetSort(sort, column) })}
            onOpen={open}
          />
          {visible.length < shown.length && (
            <div className="asset-register__more">
              <p data-testid="assets-partly-shown">{M.partlyShown(visible.length, shown.length)}</p>
              <button
                type="button"
                className="button"
                onClick={() => setRendered((count) => count + AssetRegisterConstants.renderStep)}
              >
                {M.showMore(
                  Math.min(AssetRegisterConstants.renderStep, shown.length - visible.length),
                )}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

function AssetRegister({ user }: { user: SessionUser }) {
  const register = useAssetRegister(user.id);
  if (register.isPending) return <Spinner label={M.loading} />;
  if (register.isError) {
    return (
      <LoadFailed
        message={errorMessage(register.error, M.loadFailed)}
        testId="assets-load-failed"
        className="page__note page__note--danger"
        onRetry={() => void register.refetch()}
      />
    );
  }
  return <AssetRegisterView answer={register.data} />;
}

/**
 * The asset register (see docs/audit.md#asset-register): every POI of the spaces the signed-in user
 * works on, filtered, sorted and downloaded in the browser; a row opens its POI on the map.
 */
export function AssetRegisterScreen() {
  return (
    <SignedInPage
      path={ASSET_REGISTER_PATH}
      title={M.title}
      signInPrompt={M.signInToSee}
      testId="assets"
      offlineDetail={ConnectivityMessages.registerWaits}
    >
      {/* A new key per user: filters and sorting never carry over to another account. */}
      {(user) => <AssetRegister key={user.id} user={user} />}
    </SignedInPage>
  );
}

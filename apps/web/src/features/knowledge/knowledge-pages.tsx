import type { KbDetail, KbIndex, KbListPage } from '@gongzhi/domain/knowledge/kb-files';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { KbBlocks } from './kb-blocks';
import { useKbDetail, useKbIndex, useKbPage, useKbSearch } from './knowledge-api';
import './knowledge.css';
import './locale';

// The property-rights knowledge base of the mobile H5 (SPEC §2.1), read from the generated /kb files.

function SearchBox() {
  const { t } = useTranslation('knowledge');
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q') ?? '';
  const [draft, setDraft] = useState(keyword);
  const results = useKbSearch(keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };
  return (
    <>
      <form className="kb__search" onSubmit={submit}>
        <input
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('kb.search')}
          aria-label={t('kb.search')}
          maxLength={100}
        />
        <button type="submit" className="kb__button">
          {t('kb.searchButton')}
        </button>
      </form>
      {keyword && results.data ? (
        <section aria-label={t('kb.searchResults')}>
          <h2>{t('kb.searchResults')}</h2>
          {results.data.length === 0 ? <p className="kb__muted">{t('kb.searchEmpty')}</p> : null}
          <ul className="kb__list">
            {results.data.map((hit) => (
              <li key={`${hit.groupId}-${hit.detailId}`}>
                <Link className="kb__item" to={`/mobile/KnowledgeBase/${hit.groupId}/${hit.detailId}`}>
                  <span className="kb__tag">{hit.groupTitle}</span>
                  <strong>{hit.title}</strong>
                  <span>{hit.excerpt}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** The groups of the knowledge base around a search box (also prerendered: features/site/h5). */
export function KbIndexView({ index, search }: { index: KbIndex | undefined; search: ReactNode }) {
  const { t } = useTranslation('knowledge');
  const { t: tp } = useTranslation();
  return (
    <div className="kb">
      <h1>{tp('page.mobileKnowledgeBase')}</h1>
      <p className="kb__lead">{t('kb.lead')}</p>
      {search}
      {index ? (
        <ul className="kb__list">
          {index.groups.map((group) => (
            <li key={group.groupId}>
              <Link className="kb__item" to={`/mobile/KnowledgeBase/${group.groupId}`}>
                <strong>{group.title}</strong>
                <span>{group.intro}</span>
                <span className="kb__muted">{t('kb.articles', { count: group.count })}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <Link to="/mobile/chat">{t('kb.askAdviser')} →</Link>
      </p>
      <p className="kb__disclaimer">{t('kb.disclaimer')}</p>
    </div>
  );
}

/** `/mobile/KnowledgeBase`: the groups and a search across articles. */
export function KnowledgeBasePage() {
  const { t } = useTranslation('knowledge');
  const index = useKbIndex();
  return (
    <KbIndexView
      index={index.data}
      search={
        <>
          <SearchBox />
          {index.isError ? <p>{t('loadFailed')}</p> : null}
          {!index.data && !index.isError ? <p className="kb__muted">{t('loading')}</p> : null}
        </>
      }
    />
  );
}

/** `/mobile/KnowledgeBase/{groupId}`: the articles of one group, ten per page (`?page=`). */
export function KnowledgeGroupPage() {
  const { t } = useTranslation('knowledge');
  const { groupId = '' } = useParams();
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useKbPage(groupId, page);
  if (list.isError)
    return (
      <div className="kb">
        <p>{t('kb.notFound')}</p>
        <Link to="/mobile/KnowledgeBase">{t('kb.backToIndex')}</Link>
      </div>
    );
  if (!list.data) return <p className="kb kb__muted">{t('loading')}</p>;
  return <KbGroupView data={list.data} page={page} />;
}

/** One page of a group's articles (also prerendered: features/site/h5). */
export function KbGroupView({ data, page }: { data: KbListPage; page: number }) {
  const { t } = useTranslation('knowledge');
  return (
    <div className="kb">
      <h1>{data.title}</h1>
      <ul className="kb__list">
        {data.list.map((item) => (
          <li key={item.detailId}>
            <Link className="kb__item" to={`/mobile/KnowledgeBase/${data.groupId}/${item.detailId}`}>
              <strong>{item.title}</strong>
              <span>{item.summary}</span>
              <span className="kb__muted">
                {t('kb.source')}：{item.source}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {data.pages > 1 ? (
        <nav className="kb__nav">
          {page > 1 ? <Link to={`?page=${page - 1}`}>{t('kb.prevPage')}</Link> : <span />}
          <span className="kb__muted">{t('kb.page', { page, pages: data.pages })}</span>
          {page < data.pages ? <Link to={`?page=${page + 1}`}>{t('kb.nextPage')}</Link> : <span />}
        </nav>
      ) : null}
      <p>
        <Link to="/mobile/KnowledgeBase">← {t('kb.backToIndex')}</Link>
      </p>
    </div>
  );
}

/** `/mobile/KnowledgeBase/{groupId}/{detailId}`: one article with its legal source. */
export function KnowledgeDetailPage() {
  const { t } = useTranslation('knowledge');
  const { groupId = '', detailId = '' } = useParams();
  const detail = useKbDetail(groupId, detailId);
  if (detail.isError)
    return (
      <div className="kb">
        <p>{t('kb.notFound')}</p>
        <Link to="/mobile/KnowledgeBase">{t('kb.backToIndex')}</Link>
      </div>
    );
  if (!detail.data) return <p className="kb kb__muted">{t('loading')}</p>;
  return <KbDetailView data={detail.data} />;
}

/** One article with its legal source (also prerendered: features/site/h5). */
export function KbDetailView({ data }: { data: KbDetail }) {
  const { t } = useTranslation('knowledge');
  return (
    <article className="kb kb__article">
      <Link to={`/mobile/KnowledgeBase/${data.groupId}`} className="kb__tag">
        {data.groupTitle}
      </Link>
      <h1>{data.title}</h1>
      <p className="kb__source">
        {t('kb.source')}：{data.source}
      </p>
      <KbBlocks blocks={data.blocks} />
      <nav className="kb__nav">
        {data.prev ? (
          <Link to={`/mobile/KnowledgeBase/${data.prev.groupId}/${data.prev.detailId}`}>
            ← {t('kb.prev')}：{data.prev.title}
          </Link>
        ) : (
          <span />
        )}
        {data.next ? (
          <Link to={`/mobile/KnowledgeBase/${data.next.groupId}/${data.next.detailId}`}>
            {t('kb.next')}：{data.next.title} →
          </Link>
        ) : (
          <span />
        )}
      </nav>
      <p>
        <Link to={`/mobile/KnowledgeBase/${data.groupId}`}>
          {t('kb.backToGroup', { title: data.groupTitle })}
        </Link>
      </p>
      <p className="kb__disclaimer">{t('kb.disclaimer')}</p>
    </article>
  );
}

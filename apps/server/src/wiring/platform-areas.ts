import { loadKnowledgeGroups } from '../modules/adviser/knowledge-source';
import { adviserRoutes } from '../modules/adviser/routes';
import { createAdviserService } from '../modules/adviser/service';
import { platformOperatorRoutes } from '../modules/platform-operator/routes';
import { createPlatformOperatorService } from '../modules/platform-operator/service';
import { operatorTexts } from '../modules/site/operator-texts';
import { createSiteRepository } from '../modules/site/repository';
import { siteRoutes } from '../modules/site/routes';
import { createSiteService } from '../modules/site/service';
import { createSitePages } from '../modules/site/site-pages';
import { icpResolver } from '../modules/site/site-settings';
import { wechatRoutes } from '../modules/wechat/routes';
import { createWechatService } from '../modules/wechat/service';
import type { AiProvider } from '../providers/ai/ai-provider';
import { createOpenAiCompatibleProvider } from '../providers/ai/openai-compatible-provider';
import type { SharedDeps } from './shared-deps';

/**
 * The platform operator, the public site and its prerendered pages, WeChat's callbacks and the
 * adviser. Answers the site pages, whose not-found page the web app's fallback sends.
 */
export async function registerPlatformRoutes(
  deps: SharedDeps,
  /** A caller's writer (tests; null: none); default: the endpoint of `config.ai`, else local retrieval only. */
  aiOverride: AiProvider | null | undefined,
) {
  const { app, config, db, clock } = deps;
  await app.register(platformOperatorRoutes(createPlatformOperatorService({ db })));
  const site = createSiteService({ repo: createSiteRepository(db), clock });
  const icpFor = icpResolver(config.siteIcp);
  const operator = operatorTexts(config);
  await app.register(siteRoutes(site, icpFor, operator));
  const ai =
    aiOverride !== undefined ? aiOverride : config.ai ? createOpenAiCompatibleProvider(config.ai) : null;
  const adviser = createAdviserService({ groups: loadKnowledgeGroups(), ai, log: app.log });
  const sitePages = createSitePages({
    webDist: config.webDist,
    site,
    icpFor,
    publicUrl: config.publicUrl,
    operator,
    searchKnowledge: (keyword) => adviser.search(keyword),
  });
  await app.register(sitePages.routes);
  await app.register(
    wechatRoutes(
      createWechatService({ wechat: deps.wechat, clock, log: app.log, publicUrl: config.publicUrl }),
    ),
  );
  await app.register(adviserRoutes(adviser));
  return { sitePages };
}

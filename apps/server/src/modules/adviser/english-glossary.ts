/**
 * English property terms and the Chinese words of the knowledge base they stand for. The articles
 * are Chinese only, so an English question is retrieved through these terms (service.ts): a term
 * found in the question adds its Chinese words to the query. Longer terms are matched first, so
 * "owners' committee" gives 业主委员会 and not 业主 as well.
 */
export const ENGLISH_GLOSSARY: readonly (readonly [english: string, chinese: string])[] = [
  // Ownership and the parts of a building
  ['building ownership', '建筑物区分所有权'],
  ['condominium ownership', '建筑物区分所有权'],
  ['separate ownership', '建筑物区分所有权'],
  ['exclusive part', '专有部分'],
  ['private part', '专有部分'],
  ['my flat', '专有部分'],
  ['my apartment', '专有部分'],
  ['common part', '共有部分'],
  ['common area', '共有部分'],
  ['shared area', '共有部分'],
  ['lobby', '共有部分 大堂'],
  ['corridor', '共有部分 楼道'],
  ['stairwell', '共有部分 楼道'],
  ['exterior wall', '外墙'],
  ['facade', '外墙'],
  ['roof', '屋顶'],
  ['rooftop', '屋顶'],
  ['green space', '绿地'],
  ['greenery', '绿地'],
  ['road', '道路'],
  ['floor area', '专有部分面积'],
  ['owner count', '业主人数'],
  ['number of owners', '业主人数'],
  ['service room', '物业服务用房'],
  ['management office', '物业服务用房'],
  // Governance
  ['owners committee', '业主委员会'],
  ['homeowners association', '业主委员会'],
  ['hoa', '业主委员会'],
  ['committee', '业主委员会'],
  ['owners assembly', '业主大会'],
  ['owners meeting', '业主大会'],
  ['general meeting', '业主大会'],
  ['assembly', '业主大会'],
  ['preparatory group', '筹备组'],
  ['preparatory committee', '筹备组'],
  ['street office', '街道办事处 指导'],
  ['residents committee', '居民委员会'],
  ['joint decision', '共同决定'],
  ['decide jointly', '共同决定'],
  ['major matter', '重大事项'],
  ['vote', '表决'],
  ['voting', '表决'],
  ['ballot', '表决'],
  ['agree', '同意'],
  ['approve', '同意'],
  ['majority', '过半数'],
  ['more than half', '过半数'],
  ['two thirds', '三分之二'],
  ['three quarters', '四分之三'],
  ['quorum', '参与门槛'],
  ['threshold', '参与门槛'],
  ['binding', '约束力'],
  ['revoke', '撤销'],
  ['annul', '撤销'],
  ['file', '备案'],
  ['filing', '备案'],
  ['register', '备案'],
  ['re-election', '换届'],
  ['reelection', '换届'],
  ['term of office', '换届'],
  ['election', '选举'],
  ['committee member', '业主委员会 组成'],
  ['duty', '职责'],
  ['duties', '职责'],
  ['funding', '经费'],
  ['expenses of the committee', '业主委员会 经费'],
  // Maintenance fund
  ['maintenance fund', '维修资金'],
  ['repair fund', '维修资金'],
  ['sinking fund', '维修资金'],
  ['special fund', '维修资金 专款专用'],
  ['first deposit', '首期 维修资金'],
  ['initial deposit', '首期 维修资金'],
  ['top up', '余额不足 续交'],
  ['balance', '余额'],
  ['emergency', '紧急情况'],
  ['urgent', '紧急情况'],
  ['sell', '卖房'],
  ['selling', '卖房'],
  ['lift', '电梯'],
  ['elevator', '电梯'],
  ['repair', '维修'],
  // Property management
  ['property management company', '物业服务企业'],
  ['property management', '物业服务企业'],
  ['property company', '物业服务企业'],
  ['property manager', '物业服务企业'],
  ['management company', '物业服务企业'],
  ['property service contract', '物业服务合同'],
  ['service contract', '物业服务合同'],
  ['management contract', '物业服务合同'],
  ['preliminary contract', '前期物业服务合同'],
  ['developer', '建设单位 前期'],
  ['property fee', '物业费'],
  ['management fee', '物业费'],
  ['service fee', '物业费'],
  ['fee', '物业费'],
  ['arrears', '欠费'],
  ['unpaid', '欠费'],
  ['tenant', '租户'],
  ['dismiss', '解聘'],
  ['fire the', '解聘'],
  ['terminate', '解聘'],
  ['renew', '续聘'],
  ['renewal', '续聘'],
  ['handover', '交接'],
  ['hand over', '交接'],
  ['subcontract', '转包'],
  ['outsource', '转包'],
  ['disclose', '公开 信息'],
  ['disclosure', '公开 信息'],
  ['right to know', '知情权'],
  ['cut off water', '停水停电'],
  ['cut the water', '停水停电'],
  ['water supply', '停水停电'],
  ['electricity', '停水停电'],
  ['power', '停水停电'],
  ['overcharge', '违规收费'],
  ['illegal charge', '违规收费'],
  ['refuse to pay', '拒付'],
  ['refund', '退还'],
  ['common income', '公共收益'],
  ['public revenue', '公共收益'],
  ['shared income', '公共收益'],
  ['advertising', '公共收益 广告'],
  ['cost', '费用'],
  ['expense', '费用'],
  // Living together
  ['parking space', '车位'],
  ['parking spot', '车位'],
  ['parking', '车位'],
  ['car park', '车位 车库'],
  ['garage', '车库'],
  ['renovation', '装修'],
  ['renovate', '装修'],
  ['decoration', '装修'],
  ['rent out', '出租'],
  ['leak', '漏水'],
  ['leaking', '漏水'],
  ['noise', '噪声'],
  ['rubbish', '垃圾'],
  ['garbage', '垃圾'],
  ['illegal construction', '违章搭建'],
  ['illegal structure', '违章搭建'],
  ['falling object', '坠落'],
  ['thrown from', '高空抛物'],
  ['throwing object', '高空抛物'],
  ['shop', '经营用房'],
  ['business use', '经营用房'],
  ['commercial use', '经营用房'],
  ['electric bike', '电动车 充电'],
  ['e-bike', '电动车 充电'],
  ['charging', '充电'],
  ['sunlight', '日照 采光'],
  ['daylight', '采光'],
  ['ventilation', '通风'],
  ['neighbour', '相邻'],
  ['neighbor', '相邻'],
  ['occupy', '擅自占用'],
  ['encroach', '擅自占用'],
  ['waive', '放弃权利'],
  ['obligation', '义务'],
  ['liable', '责任'],
  ['responsible', '负责 责任'],
  ['who owns', '归谁所有'],
  ['convene', '会议 召开'],
  ['how soon', '多久 日内'],
  ['how long', '多久'],
  ['upstairs', '楼上'],
  ['notice period', '提前 通知'],
  ['in advance', '提前'],
  ['belong', '归谁所有'],
];

const CJK = /[\u3400-\u9fff]/;

/** Letters, apostrophes dropped (owners' / owner's → owners), everything else a space. */
function normalize(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9-]+/g, ' ')
    .trim()} `;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Longest first; each term also matches its plural and verb forms (…s, …es, …d, …ed, …ing).
const PATTERNS = [...ENGLISH_GLOSSARY]
  .map(([english, chinese]) => ({ english: normalize(english).trim(), chinese }))
  .sort((a, b) => b.english.length - a.english.length)
  .map(({ english, chinese }) => ({
    pattern: new RegExp(`(?<= )${escapeRegExp(english).replace(/ /g, ' +')}(?:s|es|d|ed|ing)?(?= )`, 'g'),
    chinese,
  }));

/** A question without Chinese characters and with some Latin words: answered in English. */
export function isEnglishQuestion(question: string): boolean {
  return !CJK.test(question) && /[a-z]{2,}/i.test(question);
}

/**
 * The Chinese query for an English question: the Chinese words of every glossary term found in
 * it, in the order of the glossary match (empty when no term is found: the question is off-topic).
 */
export function chineseQueryOf(question: string): string {
  let text = normalize(question);
  const words: string[] = [];
  for (const { pattern, chinese } of PATTERNS) {
    const rest = text.replace(pattern, ' ');
    if (rest === text) continue;
    // A matched term leaves a space, so a shorter term cannot match inside it again.
    text = rest;
    for (const word of chinese.split(' ')) if (!words.includes(word)) words.push(word);
  }
  return words.join(' ');
}

import type { AreaLocale } from '../../../locales/i18n';
import type { HelpGuide } from './help-types';

const zhCN: HelpGuide = {
  title: '核验帮助指南：核对投票回执与表决结果',
  intro:
    '共治平台把每一张选票、每一次纸质票录入、送达、计票和公示都按顺序写入该表决的“哈希链存证”。每条记录都包含上一条记录的哈希值，任何一条被改动，后面的哈希都会对不上。因此业主和任何第三方都可以自己核验，不需要相信平台。',
  parts: [
    {
      id: 'receipt',
      heading: '一、业主：核对我的投票回执',
      intro: '每位业主都可以确认自己的选票已经被记录、没有被改动。',
      steps: [
        {
          title: '投票后保存回执',
          body: [
            '提交投票后，页面会显示投票回执，包括表决名称、投票时间、存证序号和记录哈希（以“#”开头的一串字母数字）。请截图或记下记录哈希的前8位和后8位。',
          ],
          figure: 'receipt',
          alt: '手机上显示投票成功的对勾和以#开头的回执编号',
        },
        {
          title: '在结果公示页查找回执',
          body: [
            '表决结果公示后，扫描公告上的二维码打开公示页，在“回执核验”中输入记录哈希。页面显示“已计入”，说明您的选票在存证链中，且内容自写入后未被改动。',
            '公示页只显示您输入的这一条是否存在，不显示其他业主的选择。',
          ],
          figure: 'result',
          alt: '纸质公告与手机公示页显示相同的哈希值，中间是等号',
        },
      ],
    },
    {
      id: 'result',
      heading: '二、任何人：核验表决结果与哈希链存证',
      intro: '公示页提供统计结果、链头哈希和记录条数，并可以下载存证数据。',
      steps: [
        {
          title: '核对公告与公示页一致',
          body: [
            '纸质公告上印有链头哈希（最后一条记录的哈希）和记录条数。打开公示页，确认两处的链头哈希和条数完全相同。',
          ],
          figure: 'result',
          alt: '纸质公告上的柱状图和哈希值与手机公示页上的一致',
        },
        {
          title: '理解哈希链',
          body: [
            '每条记录保存：上一条记录的哈希（prev）、序号、事件类型、内容和时间。第一条记录的prev是64个0。',
            '记录的哈希是对上述内容按RFC 8785规范化为JSON后计算的SHA-256值。改动任何一条，它的哈希就会变化，和下一条记录的prev对不上。',
          ],
          figure: 'chain',
          alt: '三条记录用箭头相连，每条的上一条哈希等于前一条的哈希，第一条连接到全零',
        },
        {
          title: '一键复算',
          body: [
            '在公示页点击“核验”，浏览器会在您的手机上逐条重新计算哈希、检查每条的prev，并根据汇总数据重新计票，与公示结果比较。全部一致时显示“核验通过”；不一致时显示第一条出错记录的序号。',
          ],
          figure: 'recompute',
          alt: '记录内容经过SHA-256计算，得到的哈希与保存的哈希相同，出现对勾',
        },
        {
          title: '独立核验（适合有技术背景的人）',
          body: [
            '下载存证数据（JSON文件），用任何支持SHA-256和RFC 8785 JSON规范化的工具，按序号从第一条开始计算，确认每条的hash与计算结果相同、prev等于上一条的hash，最后一条的hash等于公告上的链头哈希。',
          ],
          figure: 'chain',
          alt: '哈希链示意图，最后一条记录的哈希即链头哈希',
        },
        {
          title: '看懂表决结果',
          body: [
            '依照《民法典》第二百七十八条：参与表决的专有部分面积和人数都须达到总面积和总人数的三分之二以上；一般事项须经参与表决面积过半数且人数过半数的业主同意；筹集维修资金、改建重建建筑物、改变共有部分用途等重大事项须经参与表决面积四分之三以上且人数四分之三以上的业主同意。',
            '“以上”包括本数，“过半数”不包括本数。',
          ],
          figure: 'result',
          alt: '表决结果柱状图，同意为绿色，反对为红色，弃权为灰色',
        },
      ],
    },
    {
      id: 'problem',
      heading: '三、发现问题怎么办',
      intro: '核验不通过、找不到回执或结果与您了解的情况不符时：',
      steps: [
        {
          title: '保留证据并提出异议',
          body: [
            '截图保存核验结果和回执，在公示期内以书面形式向业委会或筹备组提出异议，也可以向街道办事处、乡镇人民政府或居（村）民委员会反映。',
            '业主大会或者业委会的决定侵害业主合法权益的，受侵害的业主可以依照《民法典》第二百八十条请求人民法院撤销，应当在知道或者应当知道该决定作出之日起一年内提出。',
          ],
          figure: 'problem',
          alt: '第二条记录标红并有感叹号，箭头指向一份签名的书面异议',
        },
      ],
    },
  ],
  tips: {
    id: 'tips',
    heading: '四、核验能证明什么',
    items: [
      '能证明：记录写入存证链之后没有被修改、删除或插入，公示结果与记录一致。',
      '不能证明：录入前纸质材料本身的真实性。纸质票原件由小区组织保管，业主可以依法申请查阅。',
      '本平台称之为“哈希链存证”；只有配置了外部锚定服务时才会标注为区块链存证。',
    ],
  },
};

const enUS: HelpGuide = {
  title: 'Verification help guide: checking your ballot receipt and the vote result',
  intro:
    'The Gongzhi platform writes every ballot, paper-ballot entry, delivery, tally and publication of a vote, in order, to that vote\'s "hash-chain evidence". Each record contains the hash of the record before it, so if any record is changed, the hashes after it no longer match. Owners and anyone else can therefore verify the result themselves, without having to trust the Platform.',
  parts: [
    {
      id: 'receipt',
      heading: '1. Owners: checking your ballot receipt',
      intro: 'Every owner can confirm that their ballot was recorded and has not been changed.',
      steps: [
        {
          title: 'Keep the receipt after voting',
          body: [
            'After you submit your ballot, the page shows a ballot receipt with the vote name, voting time, evidence sequence number and record hash (a string of letters and digits starting with "#"). Take a screenshot or note the first 8 and last 8 characters of the record hash.',
          ],
          figure: 'receipt',
          alt: 'A phone shows a tick for a successful vote and a receipt number starting with #',
        },
        {
          title: 'Find your receipt on the result page',
          body: [
            'Once the result is published, scan the QR code on the notice to open the result page and enter the record hash under "Check receipt". If the page says "Counted", your ballot is in the evidence chain and its content has not been changed since it was written.',
            "The result page only shows whether the record you entered exists; it does not show other owners' choices.",
          ],
          figure: 'result',
          alt: 'The paper notice and the result page on a phone show the same hash, with an equals sign between them',
        },
      ],
    },
    {
      id: 'result',
      heading: '2. Anyone: verifying the result and the hash-chain evidence',
      intro:
        'The result page gives the tally, the chain head hash and the number of records, and lets you download the evidence data.',
      steps: [
        {
          title: 'Check that the notice and the result page agree',
          body: [
            'The paper notice shows the chain head hash (the hash of the last record) and the number of records. Open the result page and confirm that the chain head hash and the count are exactly the same in both places.',
          ],
          figure: 'result',
          alt: 'The bar chart and hash on the paper notice match those on the result page on a phone',
        },
        {
          title: 'Understand the hash chain',
          body: [
            'Each record holds the hash of the previous record (prev), a sequence number, the event type, the content and the time. The prev of the first record is 64 zeros.',
            "A record's hash is the SHA-256 of that content canonicalised as JSON under RFC 8785. Change any record and its hash changes, so it no longer matches the prev of the next record.",
          ],
          figure: 'chain',
          alt: "Three records linked by arrows; each one's previous hash equals the hash of the one before, and the first links to all zeros",
        },
        {
          title: 'Recompute with one tap',
          body: [
            'Tap "Verify" on the result page: your phone\'s browser recomputes the hash of every record, checks every prev, recounts the votes from the aggregate data and compares them with the published result. If everything matches it says "Verified"; if not, it shows the sequence number of the first bad record.',
          ],
          figure: 'recompute',
          alt: "A record's content goes through SHA-256 and the result equals the stored hash, with a tick",
        },
        {
          title: 'Verify independently (for people with a technical background)',
          body: [
            "Download the evidence data (a JSON file) and, with any tool that supports SHA-256 and RFC 8785 JSON canonicalisation, compute from the first record in sequence order: check that each record's hash equals your result, that its prev equals the previous record's hash, and that the last record's hash equals the chain head hash on the notice.",
          ],
          figure: 'chain',
          alt: 'A hash chain diagram; the hash of the last record is the chain head hash',
        },
        {
          title: 'Read the result',
          body: [
            'Under Article 278 of the Civil Code, the exclusive-part area and the number of owners taking part in the vote must each be at least two thirds of the total area and of the total number of owners; ordinary matters need the agreement of owners holding more than half of the participating area and more than half of the participating owners; major matters such as raising maintenance funds, rebuilding or reconstructing buildings or changing the use of common parts need the agreement of owners holding at least three quarters of the participating area and at least three quarters of the participating owners.',
            '"At least" includes the threshold itself; "more than half" does not.',
          ],
          figure: 'result',
          alt: 'A bar chart of the result: agree in green, disagree in red, abstain in grey',
        },
      ],
    },
    {
      id: 'problem',
      heading: '3. What to do if something is wrong',
      intro:
        'If verification fails, you cannot find your receipt, or the result does not match what you know:',
      steps: [
        {
          title: 'Keep the evidence and raise an objection',
          body: [
            "Take screenshots of the verification result and your receipt, and raise a written objection with the Committee or Preparatory Group during the publication period; you may also report it to the street office, township people's government or residents' (villagers') committee.",
            "Where a decision of the owners' assembly or the Committee infringes an owner's lawful rights and interests, the affected owner may ask the people's court to revoke it under Article 280 of the Civil Code, within one year from the day they knew or should have known the decision was made.",
          ],
          figure: 'problem',
          alt: 'The second record is marked red with an exclamation mark; an arrow points to a signed written objection',
        },
      ],
    },
  ],
  tips: {
    id: 'tips',
    heading: '4. What verification proves',
    items: [
      'It proves that no record has been modified, deleted or inserted since it was written to the evidence chain, and that the published result agrees with the records.',
      'It does not prove that the paper materials entered were genuine. The Community Organisation keeps the original paper ballots, and owners may lawfully ask to inspect them.',
      'The Platform calls this "hash-chain evidence"; it is labelled blockchain evidence only when an external anchoring service is configured.',
    ],
  },
};

/** 核验帮助指南 (/mobile/checkHelp). */
export const checkHelp: AreaLocale<HelpGuide> = { zhCN, enUS };

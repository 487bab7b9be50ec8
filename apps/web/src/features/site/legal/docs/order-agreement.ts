import type { AreaLocale } from '../../../../locales/i18n';
import type { LegalDoc } from '../legal-types';

const zhCN: LegalDoc = {
  title: '共治平台订购协议',
  updated: '2026年11月21日',
  effective: '2026年11月21日',
  intro: [
    '本协议适用于小区组织（业委会、筹备组或依法代行职责的组织，以下简称“订购方”）向共治平台运营方{{op.name}}（以下简称“我们”）订购付费服务，包括“服务续费”（延长小区使用共治平台付费功能的服务期）和“户数升级”（提高服务覆盖的房屋户数上限）。提交订单前，请订购方的经办人仔细阅读本协议及《共治平台服务协议》。',
  ],
  sections: [
    {
      id: 'party',
      heading: '一、订购方与经办人',
      blocks: [
        {
          list: [
            '订购方为小区组织，经办人应为其成员并已获得订购方的授权。经办人提交订单即表示其有权代表订购方订立本协议。',
            '订购费用使用业主共有资金或公共收益支付的，订购方应确保已依照《民法典》第二百七十八条、业主大会议事规则或管理规约取得业主大会的决定或授权，并依法公开收支情况；我们不审查资金来源的内部决策程序。',
          ],
        },
      ],
    },
    {
      id: 'order',
      heading: '二、订单与价格',
      blocks: [
        {
          list: [
            '订单页面显示订购类型（服务续费或户数升级）、服务期限、户数、单价、总价和应付金额，以提交时页面显示为准。',
            '服务续费：在原服务期届满日之后顺延；原服务期已届满的，自付款确认之日起计算。',
            '户数升级：自付款确认之日起生效，费用按剩余服务期折算，升级后服务期届满日不变。',
            '价格以人民币计价，含增值税，具体税率以发票为准。',
          ],
        },
      ],
    },
    {
      id: 'pay',
      heading: '三、支付与订单状态',
      blocks: [
        {
          list: [
            '订单状态包括：待支付、审核中、已完成、已取消、审核未通过。',
            '在线支付成功后订单即为已完成；选择对公转账的，订购方上传转账凭证后进入审核中，我们在两个工作日内核对到账情况。',
            '审核未通过的（如金额不符、未到账），我们将说明原因，订购方可以重新提交凭证或取消订单。',
            '待支付订单超过页面提示的期限未支付的，自动取消。',
          ],
        },
      ],
    },
    {
      id: 'invoice',
      heading: '四、发票',
      blocks: [
        '订单完成后，订购方可以申请开具发票，发票抬头应为订购方或其依法确定的付款主体。我们在收到完整开票信息后7个工作日内开具电子发票。',
      ],
    },
    {
      id: 'refund',
      heading: '五、取消与退款',
      blocks: [
        {
          list: [
            '服务期开始前，订购方可以申请全额退款。',
            '服务期开始后申请终止的，按未使用的完整自然月比例退还费用，已使用部分不予退还。',
            '户数升级生效后不单独退款，但随服务终止一并按前款折算。',
            '因我们的原因导致服务无法使用的，按《共治平台服务协议》的约定补偿服务期或退还相应费用。',
            '退款原路退回，一般在审核通过后7个工作日内到账。',
          ],
        },
      ],
    },
    {
      id: 'liability',
      heading: '六、违约责任与争议解决',
      blocks: [
        '任何一方违反本协议的，应依照《民法典》合同编承担违约责任。本协议适用中华人民共和国法律（不包括港澳台地区法律）；争议应友好协商，协商不成的，任何一方可以向{{op.name}}住所地有管辖权的人民法院提起诉讼。',
      ],
    },
    {
      id: 'contact',
      heading: '七、其他',
      blocks: [
        '本协议与《共治平台服务协议》共同构成双方之间的完整约定，未约定的事项适用《共治平台用户协议》。联系方式：{{op.name}}，邮箱{{op.email}}，电话{{op.phone}}。',
      ],
    },
  ],
};

const enUS: LegalDoc = {
  title: 'Gongzhi Platform Order Agreement',
  updated: '21 November 2026',
  effective: '21 November 2026',
  intro: [
    'This Agreement applies when a Community Organisation (the owners\' committee, preparatory group or organisation lawfully acting in their place; the "Purchaser") orders paid services from the Gongzhi platform operator, {{op.name}} ("we"), namely "service renewal" (extending the period during which the community uses the paid features of the Gongzhi platform) and "household upgrade" (raising the maximum number of households covered). Before submitting an order, the Purchaser\'s representative should read this Agreement and the Gongzhi Platform Service Agreement carefully.',
  ],
  sections: [
    {
      id: 'party',
      heading: '1. Purchaser and representative',
      blocks: [
        {
          list: [
            "The Purchaser is the Community Organisation; its representative must be one of its members and authorised by it. By submitting an order, the representative confirms that they may conclude this Agreement on the Purchaser's behalf.",
            "Where the fees are paid from owners' common funds or public income, the Purchaser must ensure that a decision or authorisation of the owners' assembly has been obtained under Article 278 of the Civil Code, the rules of procedure of the owners' assembly or the management statute, and disclose the income and expenditure as the law requires; we do not review the Purchaser's internal decision-making on the source of funds.",
          ],
        },
      ],
    },
    {
      id: 'order',
      heading: '2. Orders and prices',
      blocks: [
        {
          list: [
            'The order page shows the order type (service renewal or household upgrade), service period, number of households, unit price, total and amount payable; what the page shows on submission applies.',
            'Service renewal: runs on from the end of the current service period; if it has already ended, it runs from the date payment is confirmed.',
            'Household upgrade: takes effect on the date payment is confirmed; the fee is prorated over the remaining service period, and the end date of the service period does not change.',
            'Prices are in renminbi and include VAT; the applicable rate is as shown on the invoice.',
          ],
        },
      ],
    },
    {
      id: 'pay',
      heading: '3. Payment and order status',
      blocks: [
        {
          list: [
            'An order is pending payment, under review, completed, cancelled or failed review.',
            'An order paid online is completed once payment succeeds; with a corporate bank transfer, the order is under review after the Purchaser uploads the transfer slip, and we check receipt within two working days.',
            'If review fails (for example the amount does not match or has not arrived), we give the reason and the Purchaser may resubmit the slip or cancel the order.',
            'An order left unpaid beyond the time shown on the page is cancelled automatically.',
          ],
        },
      ],
    },
    {
      id: 'invoice',
      heading: '4. Invoices',
      blocks: [
        'After an order is completed, the Purchaser may request an invoice, made out to the Purchaser or the paying entity it lawfully designates. We issue an electronic invoice within 7 working days after receiving complete invoicing details.',
      ],
    },
    {
      id: 'refund',
      heading: '5. Cancellation and refunds',
      blocks: [
        {
          list: [
            'Before the service period starts, the Purchaser may request a full refund.',
            'If termination is requested after the service period starts, fees are refunded in proportion to the unused full calendar months; the part used is not refunded.',
            'A household upgrade is not refunded on its own once in effect, but is prorated together with the service on termination as above.',
            'Where the service cannot be used for reasons attributable to us, we extend the service period or refund the corresponding fees as agreed in the Gongzhi Platform Service Agreement.',
            'Refunds go back by the original payment route, normally within 7 working days after approval.',
          ],
        },
      ],
    },
    {
      id: 'liability',
      heading: '6. Liability for breach and disputes',
      blocks: [
        "A party that breaches this Agreement bears liability for breach under the Contracts Book of the Civil Code. This Agreement is governed by the laws of the People's Republic of China (excluding the laws of Hong Kong, Macao and Taiwan); disputes shall be settled by friendly negotiation, failing which either party may sue in the competent people's court at the domicile of {{op.name}}.",
      ],
    },
    {
      id: 'contact',
      heading: '7. Miscellaneous',
      blocks: [
        'This Agreement and the Gongzhi Platform Service Agreement form the entire agreement between the parties; matters not covered are governed by the Gongzhi Platform User Agreement. Contact: {{op.name}}, e-mail {{op.email}}, phone {{op.phone}}.',
      ],
    },
  ],
};

/** 订购协议 (/mobile/orderprotocol): service renewal and household upgrade orders. */
export const orderAgreement: AreaLocale<LegalDoc> = { zhCN, enUS };

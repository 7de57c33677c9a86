"""What a stored value may look like, for every extractor (rules and LLM alike).

``value_problem`` says why a value must not be stored (or ``""`` when it may): a name looks like
a name, a place is a place, nothing is a question word, a pronoun or a dangling particle.
``value_clean`` strips dates and filler from a value; ``value_items`` splits a list into items.
The tables are classes of words (surnames, provinces and cities, countries), not sentences.
"""

from __future__ import annotations

import functools
import re

import rjieba

from memind.text import CJK, HAN
from memories.dates import EN_MONTHS
from memories.extractors.zh_counties import ZH_COUNTIES

# Part-of-speech tags (the jieba tag set rjieba uses) that never make a name: verb, pronoun,
# preposition, particle, adverb, conjunction, modal and interjection.
_NOT_NAME_TAGS = frozenset("vrpudcye")


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# --- Chinese ---------------------------------------------------------------------------------
ZH_SURNAMES = set(
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁"
    "任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴"
    "莫孔向汤常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮柯纪"
    "梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳时穆农司卓古吉缪简"
    "车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧闵苟邬边卞姬师和仇栾隋商刁沙荣巫寇桑郎甄"
    "丛仲虞敖巩明佘池查麻苑迟邝"
)
ZH_COMPOUND_SURNAMES = (
    "欧阳",
    "司马",
    "上官",
    "诸葛",
    "东方",
    "皇甫",
    "尉迟",
    "公孙",
    "慕容",
    "令狐",
    "长孙",
    "宇文",
    "司徒",
    "夏侯",
    "端木",
    "独孤",
    "南宫",
    "西门",
)
# Characters that end or glue phrases; a value starting or ending with one was cut badly.
_ZH_GLUE = set("了着过的地得是在和跟与就都也还又很太更最吗呢吧啊呀哦噢嘛啦哈么")
# Never the first character of a name or a place ("和" is a surname, "太原" and "哈尔滨" are cities).
_ZH_NEVER_FIRST = set("了着过的地得是在吗呢吧啊呀哦噢嘛啦么就也还又很最")
_ZH_FUNCTION = {
    "什么",
    "哪里",
    "哪儿",
    "怎么",
    "这里",
    "那里",
    "这儿",
    "那儿",
    "这边",
    "那边",
    "自己",
    "大家",
    "别人",
    "人家",
    "一下",
    "一个",
    "这个",
    "那个",
    "东西",
    "地方",
    "时候",
    "一样",
    "没有",
    "不是",
    "可以",
    "就行",
}
ZH_PROVINCES = (
    "北京",
    "天津",
    "上海",
    "重庆",
    "河北",
    "山西",
    "辽宁",
    "吉林",
    "黑龙江",
    "江苏",
    "浙江",
    "安徽",
    "福建",
    "江西",
    "山东",
    "河南",
    "湖北",
    "湖南",
    "广东",
    "海南",
    "四川",
    "贵州",
    "云南",
    "陕西",
    "甘肃",
    "青海",
    "台湾",
    "内蒙古",
    "广西",
    "西藏",
    "宁夏",
    "新疆",
    "香港",
    "澳门",
)
ZH_CITIES = (
    "石家庄",
    "唐山",
    "保定",
    "秦皇岛",
    "太原",
    "大同",
    "沈阳",
    "大连",
    "长春",
    "哈尔滨",
    "南京",
    "苏州",
    "无锡",
    "常州",
    "南通",
    "扬州",
    "徐州",
    "杭州",
    "宁波",
    "温州",
    "绍兴",
    "嘉兴",
    "金华",
    "台州",
    "湖州",
    "义乌",
    "合肥",
    "芜湖",
    "福州",
    "厦门",
    "泉州",
    "南昌",
    "赣州",
    "济南",
    "青岛",
    "烟台",
    "威海",
    "潍坊",
    "郑州",
    "洛阳",
    "开封",
    "武汉",
    "宜昌",
    "襄阳",
    "长沙",
    "株洲",
    "岳阳",
    "广州",
    "深圳",
    "珠海",
    "佛山",
    "东莞",
    "汕头",
    "惠州",
    "中山",
    "湛江",
    "海口",
    "三亚",
    "成都",
    "绵阳",
    "乐山",
    "贵阳",
    "遵义",
    "昆明",
    "大理",
    "丽江",
    "西安",
    "兰州",
    "西宁",
    "呼和浩特",
    "包头",
    "南宁",
    "桂林",
    "柳州",
    "北海",
    "拉萨",
    "银川",
    "乌鲁木齐",
    "喀什",
    "台北",
    "高雄",
    "台中",
    "延边",
    "潮汕",
    "江南",
    "东北",
    "西北",
    "华北",
    "苏南",
    "苏北",
    "浦东",
    "朝阳",
    "海淀",
    "滨江",
    "西湖",
    "南山",
    "福田",
    "天河",
    "黄浦",
    "徐汇",
    "静安",
    "丰台",
    "昌平",
    "通州",
    "顺义",
    "余杭",
    "萧山",
    "宝安",
    "龙岗",
    "越秀",
    "番禺",
    "武昌",
    "汉口",
    "江北",
    "渝中",
    "锦江",
    "武侯",
    "鼓楼",
    "雨花台",
    # 台湾、港澳 and the Chinese-speaking cities of Malaysia, as their people name them
    "新竹",
    "台南",
    "桃园",
    "基隆",
    "嘉义",
    "花莲",
    "台东",
    "宜兰",
    "屏东",
    "苗栗",
    "彰化",
    "南投",
    "澎湖",
    "尖沙咀",
    "旺角",
    "铜锣湾",
    "中环",
    "沙田",
    "荃湾",
    "屯门",
    "元朗",
    "九龙",
    "新界",
    "槟城",
    "新山",
    "怡保",
    "古晋",
    "亚庇",
    "马六甲",
    "诗巫",
)
ZH_FOREIGN = (
    "美国",
    "英国",
    "法国",
    "德国",
    "日本",
    "韩国",
    "俄罗斯",
    "加拿大",
    "澳大利亚",
    "澳洲",
    "新西兰",
    "新加坡",
    "马来西亚",
    "泰国",
    "越南",
    "印度",
    "意大利",
    "西班牙",
    "荷兰",
    "瑞士",
    "瑞典",
    "挪威",
    "丹麦",
    "芬兰",
    "冰岛",
    "爱尔兰",
    "葡萄牙",
    "希腊",
    "土耳其",
    "埃及",
    "巴西",
    "阿根廷",
    "墨西哥",
    "迪拜",
    "纽约",
    "伦敦",
    "巴黎",
    "东京",
    "大阪",
    "京都",
    "首尔",
    "洛杉矶",
    "旧金山",
    "西雅图",
    "波士顿",
    "芝加哥",
    "温哥华",
    "多伦多",
    "悉尼",
    "墨尔本",
    "柏林",
    "慕尼黑",
    "罗马",
    "米兰",
    "曼谷",
    "清迈",
    "吉隆坡",
    "北海道",
    "国外",
    "海外",
    "乡下",
    "农村",
    "县城",
    "市区",
    "郊区",
)
# The other prefecture-level cities and prefectures, by province (general knowledge): a hometown
# or a home said by its city ("我是安庆人", "在孝感上班") is a place whichever city it is. Left out
# where the name is mostly a common word: 普洱 (tea), 白银 (silver), 来宾 (guests), 安康 (well-being),
# 阿里 (a name), 中卫 (a football position), 中山 (路/大学).
ZH_PREFECTURES = (
    "邯郸",
    "邢台",
    "张家口",
    "承德",
    "沧州",
    "廊坊",
    "衡水",
    "阳泉",
    "长治",
    "晋城",
    "朔州",
    "晋中",
    "运城",
    "忻州",
    "临汾",
    "吕梁",
    "乌海",
    "赤峰",
    "通辽",
    "鄂尔多斯",
    "呼伦贝尔",
    "巴彦淖尔",
    "乌兰察布",
    "锡林郭勒",
    "阿拉善",
    "鞍山",
    "抚顺",
    "本溪",
    "丹东",
    "锦州",
    "营口",
    "阜新",
    "辽阳",
    "盘锦",
    "铁岭",
    "葫芦岛",
    "四平",
    "辽源",
    "通化",
    "白山",
    "松原",
    "白城",
    "齐齐哈尔",
    "鸡西",
    "鹤岗",
    "双鸭山",
    "大庆",
    "伊春",
    "佳木斯",
    "七台河",
    "牡丹江",
    "黑河",
    "绥化",
    "大兴安岭",
    "连云港",
    "淮安",
    "盐城",
    "镇江",
    "泰州",
    "宿迁",
    "衢州",
    "舟山",
    "丽水",
    "蚌埠",
    "淮南",
    "马鞍山",
    "淮北",
    "铜陵",
    "安庆",
    "黄山",
    "滁州",
    "阜阳",
    "宿州",
    "六安",
    "亳州",
    "池州",
    "宣城",
    "莆田",
    "三明",
    "漳州",
    "南平",
    "龙岩",
    "宁德",
    "景德镇",
    "萍乡",
    "九江",
    "新余",
    "鹰潭",
    "吉安",
    "宜春",
    "抚州",
    "上饶",
    "淄博",
    "枣庄",
    "东营",
    "济宁",
    "泰安",
    "日照",
    "临沂",
    "德州",
    "聊城",
    "滨州",
    "菏泽",
    "平顶山",
    "安阳",
    "鹤壁",
    "新乡",
    "焦作",
    "濮阳",
    "许昌",
    "漯河",
    "三门峡",
    "南阳",
    "商丘",
    "信阳",
    "周口",
    "驻马店",
    "济源",
    "黄石",
    "十堰",
    "鄂州",
    "荆门",
    "孝感",
    "荆州",
    "黄冈",
    "咸宁",
    "随州",
    "恩施",
    "仙桃",
    "潜江",
    "天门",
    "湘潭",
    "衡阳",
    "邵阳",
    "常德",
    "张家界",
    "益阳",
    "郴州",
    "永州",
    "怀化",
    "娄底",
    "湘西",
    "韶关",
    "江门",
    "茂名",
    "肇庆",
    "梅州",
    "汕尾",
    "河源",
    "阳江",
    "清远",
    "潮州",
    "揭阳",
    "云浮",
    "梧州",
    "防城港",
    "钦州",
    "贵港",
    "玉林",
    "百色",
    "贺州",
    "河池",
    "崇左",
    "三沙",
    "儋州",
    "自贡",
    "攀枝花",
    "泸州",
    "德阳",
    "广元",
    "遂宁",
    "内江",
    "南充",
    "眉山",
    "宜宾",
    "广安",
    "达州",
    "雅安",
    "巴中",
    "资阳",
    "阿坝",
    "甘孜",
    "凉山",
    "六盘水",
    "安顺",
    "毕节",
    "铜仁",
    "黔东南",
    "黔南",
    "黔西南",
    "曲靖",
    "玉溪",
    "保山",
    "昭通",
    "临沧",
    "楚雄",
    "红河",
    "文山",
    "西双版纳",
    "德宏",
    "怒江",
    "迪庆",
    "日喀则",
    "昌都",
    "林芝",
    "山南",
    "那曲",
    "铜川",
    "宝鸡",
    "咸阳",
    "渭南",
    "延安",
    "汉中",
    "榆林",
    "商洛",
    "嘉峪关",
    "金昌",
    "天水",
    "武威",
    "张掖",
    "平凉",
    "酒泉",
    "庆阳",
    "定西",
    "陇南",
    "临夏",
    "甘南",
    "海东",
    "海北",
    "黄南",
    "果洛",
    "玉树",
    "海西",
    "石嘴山",
    "吴忠",
    "固原",
    "克拉玛依",
    "吐鲁番",
    "哈密",
    "昌吉",
    "博尔塔拉",
    "巴音郭楞",
    "阿克苏",
    "克孜勒苏",
    "和田",
    "伊犁",
    "塔城",
    "阿勒泰",
    "石河子",
)
ZH_PLACES = frozenset(ZH_PROVINCES + ZH_CITIES + ZH_PREFECTURES + ZH_FOREIGN)
_ZH_PLACE_PREFIX = re.compile("^(?:" + "|".join(sorted(ZH_PLACES, key=len, reverse=True)) + ")")
# 市 that ends a word for a market, not a city: 超市, 夜市, 股市, 门市, 菜市, 都市, 城市.
_ZH_MARKET = re.compile(r"(?:超|夜|股|门|菜|都|城)市$")
_ZH_PLACE_SUFFIX = re.compile(
    r"(?:省|市|区|县|镇|乡|村|州|盟|旗|岛|湾|港|城|小区|社区|花园|公寓|新村|家园|苑|路|街|道|巷|弄|胡同|"
    r"大街|大道|广场|园区|开发区|新区|校区|附近|这边|那边)$"
)

_ZH_NOT_IN_PLACE = set(
    "了着过的得地吗呢吧啊呀哦嘛啦我你他她它们是在有没不很太就都也还又去来住说想要会能可这那个么什怎谁哪几"
)
_ZH_PRONOUNS_VERBS = set("我你他她它们是的了着过")
_ZH_COUNTED = re.compile(
    r"(?:\d+|[一二三四五六七八九十两几多半]+)(?:种|门|天|次|回|趟|个?小时|分钟)(?:语言?)?"
)
# Verbs of studying, working, buying and eating: no unknown place name starts with one ("考编",
# "读研"); 上 is left out (上海, 上饶).
_ZH_ACTION_FIRST = set("考读找做干买卖看玩学写吃喝")
# A person word at the head of a value, where an organisation was meant: "朋友大学", "我妈公司".
_ZH_PERSON_HEAD = re.compile(
    r"(?:朋友|同学|同事|室友|舍友|闺蜜|发小|表[哥姐弟妹]|堂[哥姐弟妹]|哥哥|姐姐|弟弟|妹妹|儿子|女儿|孩子|老公|老婆|"
    r"男朋友|女朋友|我|你|他|她)(?!们)"
)
_ZH_NOT_PLACES = {
    "新家",
    "新房",
    "出租屋",
    "学校",
    "宿舍",
    "家里",
    "公司",
    "单位",
    "附近",
    "一起",
    "楼上",
    "楼下",
    "隔壁",
    "外面",
    "外地",
    "乡下",
    "城里",
    "市中心",
    "郊外",
    "对面",
    "旁边",
    "酒店",
    "宾馆",
    "医院",
    "老家",
    "家乡",
    "朋友家",
    "亲戚家",
    "父母家",
    "床上",
    "路上",
    "车上",
    "网上",
    "线上",
    "线下",
    "家附近",
    "这附近",
    "那附近",
    "屋里",
    "楼里",
    "店里",
}

# --- English ---------------------------------------------------------------------------------
EN_COUNTRIES = _words(
    """
    afghanistan albania algeria argentina armenia australia austria bangladesh belgium bolivia brazil
    bulgaria cambodia cameroon canada chile china colombia croatia cuba cyprus czechia denmark ecuador
    egypt england estonia ethiopia finland france georgia germany ghana greece guatemala hungary iceland
    india indonesia iran iraq ireland israel italy jamaica japan jordan kazakhstan kenya korea latvia
    lebanon lithuania luxembourg malaysia mexico mongolia morocco nepal netherlands nigeria norway
    pakistan panama peru philippines poland portugal romania russia scotland senegal serbia singapore
    slovakia slovenia spain sweden switzerland syria taiwan tanzania thailand tunisia turkey uganda
    ukraine uruguay venezuela vietnam wales zimbabwe
    """
) | {
    "new zealand",
    "south africa",
    "south korea",
    "hong kong",
    "sri lanka",
    "the us",
    "the usa",
    "the uk",
    "the states",
    "the netherlands",
    "the philippines",
    "united states",
    "united kingdom",
    "puerto rico",
    "costa rica",
    "saudi arabia",
    "the uae",
}
EN_CITIES = _words(
    """
    amsterdam atlanta auckland austin baltimore bangkok barcelona beijing berlin bogota boston brisbane
    brooklyn brussels budapest cairo calgary charlotte chicago cleveland copenhagen dallas delhi denver
    detroit dubai dublin edinburgh florence frankfurt glasgow guangzhou hamburg hanoi havana helsinki
    honolulu houston istanbul jakarta jerusalem johannesburg kyoto lagos leeds lima lisbon liverpool
    london madrid manchester manila melbourne miami milan minneapolis montreal moscow mumbai munich
    nairobi nashville oakland orlando osaka oslo ottawa paris perth philadelphia phoenix pittsburgh
    portland prague queens quebec rome seattle seoul shanghai shenzhen singapore stockholm sydney taipei
    tokyo toronto vancouver venice vienna warsaw zurich sacramento raleigh tucson omaha boise richmond
    brighton bristol oxford cambridge lyon marseille naples porto valencia seville krakow riga vilnius
    tallinn reykjavik chennai bangalore hyderabad pune karachi lahore dhaka kathmandu
    aberdeen belfast birmingham bournemouth bradford cardiff carlisle cheltenham chester colchester
    coventry derby dundee durham exeter falmouth gloucester guildford harrogate hove huddersfield
    inverness ipswich lancaster leicester lincoln luton margate newcastle northampton norwich nottingham
    peterborough plymouth portsmouth preston salford sheffield southampton stockport sunderland swansea
    swindon truro wakefield warrington winchester wolverhampton worcester york cirencester canterbury
    galway cork limerick derry kilkenny waterford adelaide canberra hobart darwin geelong cairns
    wollongong townsville wellington christchurch dunedin bengaluru delhi kolkata ahmedabad jaipur
    lucknow kochi chandigarh indore mysore nagpur surat noida gurgaon gurugram coimbatore
    edmonton winnipeg halifax victoria saskatoon regina albuquerque anchorage baton charleston
    cincinnati columbus indianapolis jacksonville louisville memphis milwaukee savannah spokane tampa
    tulsa brooklyn berkeley boulder eugene madison
    """
) | {
    "hull",
    "gold coast",
    "sunshine coast",
    "milton keynes",
    "new york",
    "new york city",
    "nyc",
    "los angeles",
    "la",
    "san francisco",
    "sf",
    "san diego",
    "san jose",
    "las vegas",
    "new orleans",
    "salt lake city",
    "kansas city",
    "mexico city",
    "buenos aires",
    "rio",
    "rio de janeiro",
    "sao paulo",
    "cape town",
    "hong kong",
    "kuala lumpur",
    "ho chi minh city",
    "tel aviv",
    "st. louis",
    "st louis",
    "washington",
    "washington dc",
    "dc",
    "the bay area",
    "bay area",
    "silicon valley",
    "the city",
    "the suburbs",
    "the countryside",
    "upstate new york",
}
EN_STATES = _words(
    """
    alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii
    idaho illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan
    minnesota mississippi missouri montana nebraska nevada ohio oklahoma oregon pennsylvania tennessee
    texas utah vermont virginia wisconsin wyoming ontario quebec alberta bavaria
    """
) | {
    "new jersey",
    "new mexico",
    "north carolina",
    "south carolina",
    "north dakota",
    "south dakota",
    "rhode island",
    "west virginia",
    "new hampshire",
    "british columbia",
}
EN_PLACES = EN_COUNTRIES | EN_CITIES | EN_STATES
# Words that are never a name or a place on their own: "call me at…", "I'm in a…".
EN_NOT_NAMES = _words(
    """
    monday tuesday wednesday thursday friday saturday sunday january february march april june july august
    september october november december christmas easter halloween thanksgiving netflix google amazon youtube
    spotify instagram tiktok facebook twitter reddit uber apple microsoft last next this morning tonight
    and but or nor then same also anyway besides it's its that's there's here's what's he's she's they're
    plus honestly seriously actually basically sadly luckily apparently otherwise meanwhile however though
    yeah yep nope lol btw anyways sure exactly wow
    come been get go look sit stay live born stuck sitting living working
    """
)
EN_STOP = _words(
    """
    a an the at on in to of for from by with about when whenever if after before later back soon now
    tonight today tomorrow yesterday anytime sometime me you him her us them it this that there here
    what who where why how which my your his our their so too very really just not no yes ok okay maybe
    please sure going gonna trying tired sorry fine good great here home work school bed still also
    kinda sorta busy free done back up down out over off lol haha
    """
)
# Words that open a reaction or an address, never a name: "Wow Sam, …", "Thanks Priya, …",
# "Remember Jo, …" — the name after them is the one spoken to, the other person's.
EN_OPENERS = _words(
    """
    wow yeah yea yep yup yes no nope oh ooh ah aw aww hey hi hello hiya yo thanks thank thx congrats
    congratulations remember listen look cool nice great awesome sweet amazing yum yummy omg gosh geez jeez
    hmm um uh ugh ha haha lol lmao ok okay sure definitely totally absolutely exactly right well dear man
    dude bro yay whoa woah damn dang sorry please welcome bye goodbye cheers ouch oops phew good happy
    love miss looky always still just
    i i'm i've i'll i'd
    """
)
# A reaction said alone is no thing one likes: "Wow", "Yeah", "for sure", "that's cool".
_EN_REACTION = re.compile(
    r"^(?:(?:wow|yeah|yea|yep|yup|yes|no|nope|oh|ooh|ah|aw+|hey|hi|hello|yo|thanks|thank you|thx|congrats|"
    r"yum+y?|omg|gosh|hmm+|um+|uh+|ugh|ha(?:ha)*|lol|lmao|ok|okay|yay|whoa|woah|oops|phew|dang|dude)\b.*|"
    r"(?:cool|nice|great|awesome|sweet|amazing|sure|definitely|totally|absolutely|exactly|right|well|damn|sorry|"
    r"cheers|indeed|of course|for sure|nice one|good one|same|me too|true|agreed)[\s!.]*|"
    r"(?:that|it|this)(?:'s| is| was) \w+.*)$",
    re.IGNORECASE,
)
# The head of what one likes is a thing, not a pronoun, determiner, preposition, verb or adverb:
# "those", "these ones", "in sports", "is awesome", "every day", "and self-acceptance"; a verb
# that only follows its subject means "love" was the noun ("hope and love exist").
_EN_NOT_HEAD = _words(
    """
    these those this that them it they he she him her his hers your yours its one ones
    something anything everything nothing everywhere anywhere somewhere here there every each such is are
    was were be been am and or but nor in on at for with to of about from by into onto like as than so too
    very more most much deep out up down off over through around always sometimes often never again
    exist exists matter matters happen happens last lasts remain remains prevail prevails conquer conquers
    heal heals hurt hurts wins brings makes gets takes gives keeps helps feels looks sounds seems means goes
    does has
    during after before while when since until without within across behind under between among along near
    because not usually generally mostly probably definitely really actually just only even also
    mm mmm hmm oh ah lol haha
    """
)
# A verb alone, cut from its object ("playing", "making", "spending time"): what is liked is missing.
_EN_CUT_VERBS = _words(
    """
    playing making doing having getting being spending going using taking putting giving keeping trying
    seeing watching
    """
)
# A definite abstract noun alone answers what was just said or shown ("I like the idea", "love the
# energy"): a reaction, not a thing.
_EN_REACTION_NOUNS = _words(
    """
    idea thought sound look looks vibe vibes energy feeling feel color colour colors colours way concept
    plan name acting texture details detail message
    """
)
# Someone else's, or a clause with its own subject inside: "your turtles", "having them around",
# "a movie i really enjoy", "in being yourself", "you're a real bookworm".
_EN_NOT_INSIDE = _words(
    """
    you your yours yourself yourselves him his her hers them themselves he she they it its
    i i'm i've i'd i'll me myself we us
    you're you've you'd you'll it's that's they're they've we're we've he's she's there's
    """
)
# (Whom an activity is done with stays: "visit them", "walk him round the park".)
_EN_ROUTINE_NOT_FIRST = _words(
    "you you're your it it's its they they're he he's she she's there there's "
    # someone else's habit said with its subject: "nan still feeds the hens every morning"
    "his her their mam mum mom dad nan gran grandma grandpa wife husband son daughter brother sister"
)
# … or with their verb: "district nurse Alison comes every morning", "Bubba still goes out with the goats"
_EN_ROUTINE_THIRD_PERSON = re.compile(
    r"^(?!(?:i|in|at|on|from|with|for|to|up|out)\b)\S+(?:\s+\S+){0,3}?\s+(?:still\s+|always\s+|usually\s+|also\s+)?"
    r"(?:comes|goes|does|has|says|loves|drags|makes|takes|brings|visits|calls|practices|practises|drives|cooks|walks|"
    r"plays|sees|gets|works|rings|texts|sings|helps|feeds|asks|gives|sends|tells|teaches|knits|bakes|prays)\b"
    # (… or as what they are doing: "amma is asking daily")
    r"|^(?!i\b)\S+(?:\s+\S+)?\s+(?:is|was)\s+\w+ing\b"
)
_EN_PREFERENCE_WORDS = 6
_ZH_NOT_HEAD = re.compile(
    r"^(?:你|您|他|她|它|这些|那些|这个|那个|每天|天天|每次|每周|一直|总是|经常|上了|上|"
    # a stretch of time ("一周不吃就难受") or a discourse marker ("说实话我挺喜欢…") is no thing
    r"一周|一天|一个月|一年|整天|周末|说实话|老实说|讲真|其实|反正|感觉|总之|"
    # an adverb ("现在反而挺喜欢下雨天") or a whenever-clause ("一闻到那个味道就受不了") is no thing
    r"反而|倒是|居然|竟然|突然|终于|已经|确实|真的|还是|越来越|"
    r"一(?:闻到|看到|想到|听到|提到|碰到|见到|说起|提起|想起|闻|看|听|想|提|碰))"
)
# What no habit's activity starts with ("一周不吃…", "他…", "说实话…"); "上瑜伽课" is one.
_ZH_NOT_ACTIVITY = re.compile(
    r"^(?:你|您|他|她|它|这些|那些|这个|那个|一周|一天|一个月|一年|整天|说实话|老实说|讲真|其实|反正|感觉|总之)"
)
# A like verb alone ("爱了爱了") or a time of day is no thing, and no activity.
_ZH_NOT_THING = re.compile(
    r"^(?:爱|喜欢|爱了|好|行|可以)$|^(?:早上|晚上|上午|下午|中午)?(?:\d{1,2}|[一二三四五六七八九十两]{1,3})点(?:半|钟)?$"
    # a time of day or a mouthful ("早上不吃东西就晕", "现在一口都不喝了") is when or how much, not what
    r"|^(?:早上|晚上|上午|下午|中午|白天|夜里|半夜|平时|现在|以前|今天|明天|昨天)(?:一般|通常|都|经常|总是|基本)?$|^一(?:口|点|下|次|回|个|些)$"
    # when or where, said before what is not done ("回家也不喝了", "上班不吃早饭"), and a particle ("好烦喔")
    r"|^(?:回家|在家|到家|上班|下班|出门|放假|周末|工作日|船上|路上|外面|在外面)(?:以后|后|的时候|时)?$|^[喔哦噢啊呀啦嘛呢吧哈]+$"
)
_ZH_NOT_INSIDE = re.compile(r"你|您|他们|她们|它们")
_EN_WORD = re.compile(r"^[^\W\d_][^\W\d_'’.-]*(?:['’.-][^\W\d_]*)*$")

# Dates and time words are when, not what: "moved to Denver last month" stores "Denver".
_EN_TIME_TAIL = re.compile(
    r"\s+(?:(?:last|this|next|early|late)\s+(?:week|month|year|spring|summer|fall|autumn|winter|weekend)|"
    r"yesterday|today|tonight|recently|lately|now|already|again|too|a\s+(?:few|couple\s+of)\s+\w+\s+ago|"
    r"\w+\s+(?:days?|weeks?|months?|years?)\s+ago|in\s+(?:january|february|march|april|may|june|july|"
    r"august|september|october|november|december|\d{4})(?:\s+\d{4})?|since\s+\w+|for\s+(?:a|\d+|\w+)\s+"
    r"(?:days?|weeks?|months?|years?)|back\s+then|at\s+the\s+moment|these\s+days)\b.*$",
    re.IGNORECASE,
)
_ZH_TIME_HEAD = re.compile(
    r"^(?:(?:上|下|这|本)(?:个)?(?:月|周|星期|礼拜)|去年|前年|今年|明年|昨天|前天|今天|最近|刚刚|刚才|刚|已经|"
    r"早就|之前|以前|现在|目前|暂时|\d{1,4}年|\d{1,2}月(?:\d{1,2}[日号])?)+的?"
)
_ZH_TIME_TAIL = re.compile(r"(?:了|啦|呢|吧|啊|呀|哦|嘛|哈|的|去了|来了|住|工作|上班|那边|这边)+$")
_INTERROGATIVE = re.compile(
    r"什么|啥|哪|谁|几时|多少|怎么|吗$|呢$|\bwhat\b|\bwhere\b|\bwho\b|\bwhich\b|\bhow\b|\bwhy\b", re.I
)

_ZH_LIST = re.compile(r"(?:和|跟|与|及|以及|还有|、|/|或者|或)")
_EN_LIST = re.compile(r"\s*(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s*&\s*|/)\s*", re.IGNORECASE)

# The slot vocabulary every extractor speaks (the LLM's schema lists it too).
IDENTITY_SLOTS = (
    "name",
    "nickname",
    "age",
    "birthday",
    "job",
    "employer",
    "workplace",
    "school",
    "residence",
    "hometown",
    "relationship_status",
)
EVENT_ATTRIBUTES = ("time", "place", "duration", "size", "purpose")
NAME_SLOTS = frozenset({"name", "nickname"})
PLACE_SLOTS = frozenset({"residence", "hometown", "workplace"})


def is_zh(text: str) -> bool:
    return bool(CJK.search(text))


def value_clean(value: str) -> str:
    """The value without surrounding quotes, leading/trailing time words and particles."""
    value = value.strip().strip("\"'“”‘’「」《》()（）")
    if is_zh(value):
        value = _ZH_TIME_HEAD.sub("", value)
        value = re.sub(r"(?:已经|一直|好久|很久|这么久).*$", "", value)
        value = _ZH_TIME_TAIL.sub("", value)
        value = re.sub(r"^(?:还会|也会|都会|还要|也要|会)(?=[\u4e00-\u9fff]{2})", "", value)  # "还会泡个脚"
        value = re.sub(
            r"^([泡洗睡跑吃喝打看唱遛逛冲做练])个([\u4e00-\u9fff]{1,2})$", r"\1\2", value
        )  # "泡个脚" → 泡脚
    else:
        value = _EN_TIME_TAIL.sub("", value)
        value = re.sub(
            r"\s+(?:(?:a lot |way |much )?(?:more|less|better) than|than)\b.*$", "", value, flags=re.I
        )
        value = value.rstrip(".,!?;: ")
    return value.strip()


def value_items(value: str) -> list[str]:
    """A list ("火锅和烧烤", "sushi, ramen and tacos") as its items; a single value as itself."""
    parts = _ZH_LIST.split(value) if is_zh(value) else _EN_LIST.split(value)
    items = [p.strip() for p in parts if p and p.strip()]
    if len(items) > 1 and not is_zh(value):  # "… and those cheap wafers": the item, not its pointer
        items = [re.sub(r"^(?:those|these|the|some|a|an)\s+(?=\S)", "", i, flags=re.I) for i in items]
    return items or [value]


def place_known(value: str) -> bool:
    """A place by the gazetteer or its shape alone ("杭州", "滨江区", "Denver") — the strict test
    that tells a city of work from an employer ("在杭州上班" / "在华为上班")."""
    if is_zh(value):
        if value in _ZH_FUNCTION or value in _ZH_NOT_PLACES or value[0] in _ZH_NEVER_FIRST:
            return False
        return bool(
            _ZH_PLACE_PREFIX.match(value)
            or (_ZH_PLACE_SUFFIX.search(value) and not _ZH_MARKET.search(value))
            or value in ZH_COUNTIES
            or _zh_place_word(value)
        )
    low = value.lower().strip()
    return low in EN_PLACES or low.removeprefix("the ") in EN_PLACES


@functools.lru_cache(maxsize=4096)
def zh_place_and_deed(value: str) -> tuple[str, str] | None:
    """A known place with what is done there after it, split: "六安开挖机" → ("六安", "开挖机"), "杭州卖菜",
    "成都做饭" — the place is where, the rest a trade ("我是六安开挖机的"); None for a place ("北京朝阳",
    "南京江宁区", "江门开平") or anything else."""
    m = _ZH_PLACE_PREFIX.match(value)
    rest = value[m.end() :] if m else ""
    if not m or not rest or _ZH_PLACE_SUFFIX.search(rest) or rest in ZH_COUNTIES or rest in ZH_PLACES:
        return None
    words = rjieba.tag(rest)
    if len(words) == 1 and words[0][1] == "ns":
        return None
    # (a verb the dictionary knows, with what it works on, or a trade's first verb: "大涌" is a town)
    if (
        rest[0] in _ZH_ACTION_FIRST
        or rest[0] in _ZH_TRADE_FIRST
        or (len(words) >= 2 and words[0][1].startswith("v"))
    ):
        return m.group(0), rest
    return None


# Verbs that begin a trade said as what one does ("开挖机", "种地", "送快递", "修车", "教书", "养蜂").
_ZH_TRADE_FIRST = set("开种送修教养当跑")


@functools.lru_cache(maxsize=4096)
def _zh_place_word(value: str) -> bool:
    """One word the segmenter's dictionary knows as a place name (jieba's ``ns``): the county towns,
    mountains, lakes and foreign cities no table here lists ("敦煌", "武当山", "满洲里", "内罗毕")."""
    words = rjieba.tag(value) if 2 <= len(value) <= 8 and value not in _ZH_FIRMS_TAGGED_PLACES else []
    return len(words) == 1 and words[0][1] == "ns"


# Firms the dictionary tags as places (checked over the large Chinese employers' names): "在京东做运营" is
# an employer.
_ZH_FIRMS_TAGGED_PLACES = frozenset({"京东", "苏宁", "中兴", "吉利"})


@functools.lru_cache(maxsize=4096)
def zh_person_word(value: str) -> bool:
    """One word the segmenter's dictionary reads as a person's name ("刘德胜", "马晓莉"; not "马上")."""
    words = rjieba.tag(value)
    return len(words) == 1 and words[0][1] in ("nr", "nrfg", "nrt")


def zh_person_words(value: str) -> bool:
    """The segmenter reads ``value`` as a person's name: its first word a name or a surname ("陈志强",
    "叶"+"东升", "邓"+"海生") and no word after it a verb, pronoun, particle… (not "高兴", "王者")."""
    words = rjieba.tag(value)
    return words[0][1] in ("nr", "nrfg", "nrt") and not any(tag[:1] in _NOT_NAME_TAGS for _, tag in words[1:])


def zh_town_named(value: str) -> bool:
    """A city of the gazetteer or a county, by its name ("锦州", "寿光", "宜兴市")."""
    return city_named(value) or value in ZH_COUNTIES


def zh_place_whole(value: str) -> bool:
    """A Chinese place by its whole, not by its opening ("林芝巴宜区", "寿光", "敦煌"; not "上海一家公司",
    which ``place_known`` accepts for its first word): a place of the gazetteer or a county, a word the
    segmenter knows as a place, or a name with a place's ending."""
    return (
        zh_town_named(value)
        or _zh_place_word(value)
        or bool(
            _ZH_PLACE_SUFFIX.search(value)
            and not _ZH_MARKET.search(value)
            and value not in _ZH_NOT_PLACES
            and value[0] not in _ZH_NEVER_FIRST
        )
    )


def zh_places_said(value: str) -> bool:
    """A town or county by name, or a town and a place within it said together ("阿拉善左旗",
    "延安洛川", "百色田东"): where one is, never who one works for (not "大疆", "小鹿岛")."""
    return (
        zh_town_named(value)
        or bool(re.search(r"[县旗区镇乡]$", value) and zh_place_whole(value))
        or any(zh_town_named(value[:i]) and zh_place_whole(value[i:]) for i in range(2, len(value) - 1))
    )


def city_named(value: str) -> bool:
    """Exactly a place of the gazetteer, or one with an administrative suffix ("成都", "滨江区")."""
    if is_zh(value):
        return bool(re.fullmatch(_ZH_PLACE_PREFIX.pattern[1:] + "(?:市|省|区|县)?", value)) or bool(
            re.fullmatch(rf"[{HAN}]{{2,5}}(?:市|省|区|县)", value)
            and not _ZH_MARKET.search(value)  # two characters before the suffix: not 小区; not 超市
        )
    return value.lower().strip() in EN_PLACES


# Characters that, standing alone as a word, make a phrase of what was read as a name ("醒我", "不出来").
_ZH_FUNCTION_CHARS = frozenset(
    "我你您他她它咱俺们的地得了着过吗呢吧啊呀哦嘛不没别很太就都也还又再才刚在是有要会能想去来和与跟把被让给对从向往这那哪谁啥叫"
)


def _zh_phrase_word(word: str, tag: str) -> bool:
    """A word that makes a phrase, not a name: a verb, pronoun, particle… of the dictionary ("吃饭",
    "早点", "他们", "外卖"), or a function character alone. A name written by its sound is in no
    dictionary, though the tagger guesses a tag for it ("其其格" c, "旦增" v, "其木格" = 其 r + 木格)."""
    if tag[:1] not in _NOT_NAME_TAGS:
        return False
    return word in _ZH_FUNCTION_CHARS if len(word) == 1 else rjieba.has_word(word)


def zh_name_problem(value: str, *, full: bool) -> str:
    if not full and re.fullmatch(r"[阿小][A-Z][a-z]{1,11}", value):
        return ""  # 阿Ken, 小Ann: a Chinese address prefix before an English name
    if not re.fullmatch(rf"[{HAN}·]{{1,6}}", value):
        return "a Chinese name is 1–6 Chinese characters"
    if value in _ZH_FUNCTION or value[0] in _ZH_NEVER_FIRST or value[-1] in _ZH_GLUE:
        return "a function word, not a name"
    if value in ("小", "阿", "老", "大"):
        return "how a name is addressed ('小…', '阿…'), without the name"
    surname = value[:2] if value[:2] in ZH_COMPOUND_SURNAMES else value[:1] if value[0] in ZH_SURNAMES else ""
    given = value[len(surname) :]
    if full:
        if not surname:
            return "does not start with a surname"
        if not 1 <= len(given) <= 2:
            return "a full name is a surname and one or two characters"
    elif (
        not (surname and 1 <= len(given) <= 2)
        # 远远, 小雨, 阿强, 大壮: how nicknames are made
        and not re.fullmatch(r"(.)\1|[小阿老].{1,2}|大[^学概家多部早半约清前后年人小的了]", value)
        and any(_zh_phrase_word(word, tag) for word, tag in rjieba.tag(value))
    ):
        # Not shaped like a full name, and a word in it is a verb, pronoun, particle…: "回家吃饭",
        # "他们". (Pet names and nicknames are nouns — 馒头, 强子 — and pass.)
        return "reads as a phrase (verb, pronoun or particle), not a name"
    return ""


def initialism(slot: str, value: str) -> bool:
    """An initialism that is a work value though it spells a function word: "做IT的", "lives in the US"."""
    return slot in ("job", "employer", "workplace") and 2 <= len(value) <= 4 and value.isupper()


def zh_given_name(value: str) -> bool:
    """A given name said without the surname ("我媳妇秀芝在…"): two characters the segmenter reads as
    one person's name, and nothing a name check refuses."""
    return (
        len(value) == 2
        and len(tags := rjieba.tag(value)) == 1
        and tags[0][1] in ("nr", "nrfg", "nrt")
        and not zh_name_problem(value, full=False)
    )


def _en_name_problem(value: str) -> str:
    words = value.split()
    if not 1 <= len(words) <= 3:
        return "a name is one to three words"
    if words[0].lower() in EN_OPENERS:
        return f"{words[0]!r} opens a reaction or an address: the name is the one spoken to"
    for w in words:
        if not _EN_WORD.match(w):
            return "a name is made of letters"
        if w.lower().endswith(("'s", "’s")):
            return f"{w!r} is a possessive, not a name"
        if w.lower() in EN_STOP or w.lower() in EN_NOT_NAMES:
            return f"{w!r} is a function word, not a name"
    if len(words) == 1 and _EN_STATE_WORD.search(value):
        return f"{value!r} reads as a state or a quality, not a name"  # "I'm Exhausted", "I'm Grateful"
    return ""


# How English words for a state or a quality end, where few first names do ("Mildred", "Alfred",
# "Ahmed", "Jared" keep theirs: -dred, -fred, -med, -red; -ing is no sign: "Meiling", "Xiaoming")
_EN_STATE_WORD = re.compile(r"^[^\W\d_]{3,}(?:(?<![dfrm])ed|ful|ous|less|ive|able|ible)$", re.I)


# The people of a place, who say or do it ("绍兴人不喝黄酒", "外地人受不了"); how one goes to work
# ("每天开车上班"); a city and the work done there ("佛山跑外卖").
_ZH_PEOPLE_WORDS = ("外地", "本地", "当地", "南方", "北方")
_ZH_PLACE_AND_RUNS = re.compile(r"跑(?:外卖|快递|滴滴|车|船|运输|业务)$")
# What stands where an organisation would and is none: a deed ("做新娘跟妆的化妆师", "跑远洋的海员"),
# where one comes from ("吴桥出来的杂技演员"), the same place as someone's ("同厂的工程师") or a spot
# ("镇上的兽医").
_ZH_DEED_OR_SPOT = re.compile(
    r"^(?:做|跑)(?!.*的)[\u4e00-\u9fff]|^同(?:厂|公司|单位|一家|个)|(?:出来|出去|回来|这边|那边|那里|这里)$|"
    r"^[镇村县城厂店队乡街院校市区组屯寨][上里]$"
)
_ZH_HOW_TO_WORK = re.compile(
    r"^(?:每天|天天|平时|一般|每周|早上|晚上)|(?:开车|骑车|坐车|打车|走路|坐地铁|坐公交)$"
)


def preference_problem(thing: str) -> str:
    """Why ``thing`` is not something the user likes ("" when it may be): a noun phrase of at most
    a few words, inside one sentence, headed by a thing — not a reaction, a pronoun or determiner,
    a preposition or an adverb, and not someone else's ("your turtles")."""
    thing = thing.strip()
    if not thing:
        return "empty"
    if is_zh(thing):
        if _ZH_NOT_HEAD.match(thing):
            return "starts with a pronoun, a time word or a particle, not a thing"
        if _ZH_NOT_THING.match(thing):
            return "a verb, a time or a place where it is (not) done, or a particle: not a thing"
        if _ZH_NOT_INSIDE.search(thing):
            return "someone else's, not the user's"
        if re.search(r"[。！？!?]", thing):
            return "crosses a sentence boundary"
        if thing.endswith("人") and (thing[:-1] in _ZH_PEOPLE_WORDS or city_named(thing[:-1])):
            return "the people of a place ('绍兴人不喝黄酒'), who say it, not what is liked"
        if re.search(r"属于|算是|就是$", thing):
            return "a clause cut before what it says, not a thing"
        return ""
    if re.search(r"[.!?;]\s|[.!?;]$", thing) or thing.count('"') % 2 or thing.count("“") != thing.count("”"):
        return "crosses a sentence boundary or cuts a quote"
    words = re.findall(r"[\w'-]+", thing.lower().replace("’", "'"))
    if not words:
        return "no words"
    if len(words) > _EN_PREFERENCE_WORDS:
        return f"more than {_EN_PREFERENCE_WORDS} words: a clause, not a thing"
    if _EN_REACTION.match(thing):
        return "a reaction, not a thing"
    if words[0] in _EN_NOT_HEAD:
        return f"{words[0]!r} heads it: not a thing"
    if inside := next((w for w in words if w in _EN_NOT_INSIDE), ""):
        return f"{inside!r} inside: someone else's, or a clause"
    if " ".join(words) in _EN_CUT_VERBS or words == ["spending", "time"]:
        return "a verb cut from its object"
    if len(words) == 2 and words[0] == "the" and words[1] in _EN_REACTION_NOUNS:
        return "a reaction to what was said or shown, not a thing"
    return ""


def _en_reaction_problem(value: str) -> str:
    return "a reaction or an address ('Thanks Mel'), not a place" if _EN_REACTION.match(value) else ""


def _place_problem(value: str) -> str:
    if is_zh(value):
        if value in _ZH_FUNCTION or value in _ZH_NOT_PLACES:
            return "a common word, not a place"
        if len(value) > 2 and value.endswith("老家"):
            return "a place with 老家 after it: the place alone is the value"
        if _ZH_PLACE_PREFIX.match(value) and len(value) <= 16:
            return ""
        if value[0] in _ZH_NEVER_FIRST or value[0] in _ZH_GLUE:
            return "starts with a particle, not a place"
        if len(value) > 16:
            return "too long for a place"
        if set(value) & _ZH_PRONOUNS_VERBS:
            return "a clause, not a place"
        if _ZH_PLACE_PREFIX.match(value) or _ZH_PLACE_SUFFIX.search(value):
            return ""
        # A proper name the gazetteer lacks ("望京", "呈贡"): Chinese characters only, no particle
        # or verb inside, not a common noun.
        if (
            re.fullmatch(rf"[{HAN}]{{2,6}}", value)
            and not (set(value) & _ZH_NOT_IN_PLACE)
            and (value not in _ZH_NOT_PLACES)
            and value[0] not in _ZH_ACTION_FIRST  # "回老家考编": what one does there, not where
        ):
            return ""
        return "not a known province, city or district, and no place suffix (…区/…路/…小区)"
    low = value.lower().strip()
    if low in EN_PLACES or low.removeprefix("the ") in EN_PLACES:
        return ""
    words = value.split()
    if len(words) > 4:
        return "too long for a place"
    if problem := _en_reaction_problem(value):
        return problem
    # A proper noun as the user capitalised it: "Boulder", "Ann Arbor", "Shoreditch".
    if all(
        _EN_WORD.match(w) and w[:1].isupper() and w.lower() not in EN_STOP and w.lower() not in EN_NOT_NAMES
        for w in words
    ):
        return ""
    # "a small town in Ohio", "Austin, Texas": a known place inside a short phrase.
    if any(w.lower().strip(",") in EN_PLACES for w in words):
        return ""
    return "not a known country or city, and not a proper noun"


# A time said where an organisation goes: "第一天", "今天", "这周".
# (one time or several said together: "明天第一天上班")
_ZH_WHEN = re.compile(
    r"(?:(?:第[一二三四五六七八九十两\d]+|这|那|上|下|今|明|昨|前|后)(?:天|周|个月|月|年|星期|礼拜)|今天|明天|昨天|周末|晚上|早上|白天)+"
)


_EN_NO_EMPLOYER = re.compile(
    r"(?:the|my|our|a) (?:team|club|group|squad|band|crew|family|side|gang|lads|girls)"
    # one person looked after, and what one works for that is no one ("caregiver for an elderly man with
    # dementia", "I just work for fun")
    r"|(?:an?|the|one) (?:[\w-]+ ){0,2}"
    r"(?:man|woman|lady|gentleman|couple|person|guy|kid|boy|girl|child|patient)"
    r"|fun|free|money|a living|myself|the money|the love of it"
)
_EN_FEELING_VERBS = frozenset(
    {"enjoy", "love", "like", "hate", "appreciate", "miss", "need", "want", "adore"}
)


def value_problem(slot: str, value: str, *, original: str = "") -> str:
    """Why ``value`` must not be stored for ``slot`` ("" when it may). ``original`` is the value
    as the user wrote it (case kept), when the extractor normalised it."""
    base, _, item = slot.partition(":")
    if item and (problem := value_problem("", item)):
        return f"{item!r}: {problem}"
    thing = item or ("" if value in ("like", "dislike") else value)
    if base == "likes" and thing and (problem := preference_problem(thing)):
        return f"{thing!r}: {problem}"
    if base == "routine" and item and is_zh(item):
        if _ZH_NOT_THING.match(item) or _ZH_NOT_ACTIVITY.match(item):
            return f"{item!r}: a time, a pronoun or a discourse marker, not an activity"
        if _ZH_COUNTED.fullmatch(item):
            return f"{item!r}: how often or how long ('每周四天'), not an activity"
        if re.search(r"没人|没有人|(?<![陪带帮给跟和叫让送接找看喂遛抱哄教吉其])[他她](?!们)", item):
            return f"{item!r}: a clause about someone else, not an activity"
        if re.search(r"一\w{1,4}就", item):
            return f"{item!r}: what happens whenever ('一拉窗帘就是苍山'), not an activity"
        if re.fullmatch(r"[涨降加扣交花付省赚]?[一二三四五六七八九十两百千万\d]+[片粒颗块元百千万]?", item):
            return f"{item!r}: an amount ('每个月涨八百', '每天早上一片'), not an activity"
    if base == "routine" and item and not is_zh(item):
        # "it's part of their daily", "they come over": a clause about something else
        first = item.lower().replace("’", "'").split()[0]
        if first in _EN_ROUTINE_NOT_FIRST:
            return f"{first!r} opens it: a clause about something else, not an activity"
        if item.lower() in _EN_FEELING_VERBS:
            return f"{item!r}: a verb of feeling alone ('a job I enjoy every day'), not an activity"
        if _EN_ROUTINE_THIRD_PERSON.match(item.lower()):
            return f"{item!r}: someone else's habit, said with their verb"
        if first == "used" and item.lower().startswith("used to"):
            return f"{item!r}: a habit one had ('used to cycle to work'), not one kept"
        if re.search(r"\b(?:each other|one another)\b", item.lower()) or re.fullmatch(
            r"(?:\w+\s+){0,2}(?:see|get|eat|make|drag|drags)\s+(?:him|her|them|it|me|us)(?:\s+(?:along|only|again|too))?",
            item.lower(),
        ):
            # "we see each other on weekends", "I only see him weekends", "I eat them every morning": who
            # or what is said elsewhere, and the words left name no activity ("I visit them every
            # Christmas" does)
            return f"{item!r}: a pronoun where the thing or person should be, not an activity"
        if re.search(r"\s(?:of|for|at|to|with|from|about)$", item.lower()):
            return (
                f"{item!r} ends with a preposition: words before a time ('have plans for'), not an activity"
            )
    if not value.strip():
        return "empty value"
    if len(value) > 80:
        return "too long for a value"
    if _INTERROGATIVE.search(value):
        return "a question word, not a value"
    if "\x00" in value:
        return "control characters"
    raw = original or value
    zh = is_zh(raw)
    if base in NAME_SLOTS:
        if zh and place_known(raw) and _ZH_PLACE_PREFIX.fullmatch(raw):
            return "a place, not a name"
        return zh_name_problem(raw, full=False) if zh else _en_name_problem(raw)
    if base == "workplace" and raw.lower() in ("home", "家", "家里"):
        return ""  # "i work from home", "我在家办公"
    if (
        base in PLACE_SLOTS
        and zh
        and re.fullmatch(r"[一二三四五六七八九十两几半\d]+个?(?:天|晚|夜|周|星期|礼拜|月|年|小时|次)", raw)
    ):
        return "a length of time ('住三天'), not a place"
    if base in PLACE_SLOTS and zh and _ZH_PLACE_AND_RUNS.search(raw):
        return "a city and the work done there ('佛山跑外卖'), not a place"
    if (base in PLACE_SLOTS or base == "place") and raw.lower() in EN_MONTHS:
        return "a month, not a place"  # (May is also a name, so not in EN_NOT_NAMES)
    if base in PLACE_SLOTS:
        return _place_problem(raw)
    if base == "language" and _ZH_COUNTED.match(raw):
        return "a count of languages ('会说三种语言'), not a language"
    if base == "school" and not zh and raw.lower() in EN_COUNTRIES:
        return "a country ('I go to Japan to build a sauna'), not a school"
    if base == "employer" and zh and _ZH_HOW_TO_WORK.search(raw):
        return "how or when one goes to work ('每天开车上班'), not an organisation"
    if base == "employer" and zh and _ZH_DEED_OR_SPOT.search(raw):
        return "what is done, where from or a spot ('做新娘跟妆', '吴桥出来', '镇上'), not an organisation"
    if base in ("employer", "school") and zh and _ZH_WHEN.fullmatch(raw):
        return "a time, not an organisation"  # "今天第一天上班": the first day, not where
    if zh:
        # a particle, not the first character of a word: "着…" from "住着…" (but "过敏", and "地铁司机",
        # "的哥", "地产中介": 地 and 的 begin words as often)
        if (
            (raw[0] in "了着过得" and not raw.startswith("过敏"))
            or (raw[0] in "的地" and len(rjieba.cut(raw[:4])[0]) == 1)
            or raw in _ZH_FUNCTION
        ):
            return "starts with a particle"
        if base == "job" and "当" in raw[1:] and "当" in rjieba.cut(raw)[1:]:
            return "where and the post held there ('码头当搬运工'), not a trade"
        if base == "job" and re.fullmatch(r"[\u4e00-\u9fff]{1,4}(?<!上班)族", raw):
            return "a people ('我是延吉的朝鲜族'), not a trade"
        if base == "health" and re.search(r"[我你]", raw):
            return "a clause with a pronoun inside, not a condition"
        if base == "place" and (
            re.match(r"[他她它我你]", raw)
            or (len(raw) <= 3 and all(tag[:1] == "v" for _, tag in rjieba.tag(raw)))
        ):
            return "a pronoun's or a verb, not a place"
        if base == "place" and len(tags := rjieba.tag(raw)) >= 2 and tags[-1][1].startswith("v"):
            return "a place and what is done there ('队里划桨'), not a place"
        if base in ("school", "employer") and _ZH_PERSON_HEAD.match(raw):
            return "starts with a person ('我朋友大学毕业了': the friend graduated), not an organisation"
    elif raw.lower() in EN_STOP and not initialism(base, raw):
        return f"{raw!r} is a function word"
    elif base == "place" and (problem := _en_reaction_problem(raw)):
        return problem
    elif base == "employer" and _EN_NO_EMPLOYER.fullmatch(raw.lower()):
        return "people named by their kind ('a guard for the team', 'an elderly man'), not an organisation"
    return ""

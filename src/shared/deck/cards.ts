// The full 78-card tarot deck as data. All meanings and descriptions are original text written for Tarot Insights.
import type { Card, Suit } from './types.ts';

export { cardSlug } from './slug.ts';

type MinorSuit = Exclude<Suit, 'Major Arcana'>;

/** [meaning_up, meaning_rev, desc] */
type CardText = readonly [up: string, rev: string, desc: string];

const MINOR_SUITS = ['Wands', 'Cups', 'Swords', 'Pentacles'] as const satisfies readonly MinorSuit[];

const MINOR_RANKS = [
  'Ace',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Page',
  'Knight',
  'Queen',
  'King',
] as const;

const MAJOR_TEXT: readonly (readonly [name: string, ...text: CardText])[] = [
  [
    'The Fool',
    'A fresh start is calling, and you are invited to meet it with curiosity and an open heart. Trust that you can learn the path simply by walking it.',
    'Excitement may be running ahead of preparation. Pause to look where you are stepping, or notice where fear of the unknown is keeping you from beginning at all.',
    'A carefree traveler pauses at the edge of a cliff, a small bundle over one shoulder and a white rose in hand, while a little dog bounds alongside. The bright open sky speaks of innocence, spontaneity, and the courage it takes to begin something whose ending you cannot yet see.',
  ],
  [
    'The Magician',
    'You already hold the tools you need. Focus your will, name clearly what you want, and turn ideas into action with skill, resourcefulness, and confidence.',
    'Your talents may be scattered or pointed in the wrong direction. Watch for plans that stay as talk, self-doubt that blocks your gifts, or charm that hides a hidden agenda.',
    'A figure stands at a table laid with a wand, a cup, a sword, and a coin, one hand raised to the sky and the other pointing to the earth. A loop of infinity hovers overhead, and the card speaks to channeling inspiration into something real and useful.',
  ],
  [
    'The High Priestess',
    'Quiet knowing is available to you now. Slow down, listen beneath the noise, and let your intuition guide you toward what words cannot yet explain.',
    'You may be tuning out your inner voice or leaning only on outside opinions. Make room for silence and reflection, and notice any truths you are keeping even from yourself.',
    'A serene woman sits between a dark pillar and a pale one, a veil of pomegranates behind her and a half-hidden scroll in her lap, a crescent moon at her feet. She stands for mystery, inner wisdom, and the truths that reveal themselves only to patient attention.',
  ],
  [
    'The Empress',
    'Abundance grows wherever you offer care. Nurture your projects, relationships, and body with generosity, and allow yourself to enjoy beauty, comfort, and creative flow.',
    'Giving to everyone except yourself can leave you depleted. Restore balance, reconnect with your senses, and stop trying to force growth that simply needs more time.',
    'A woman rests on soft cushions in a field of ripening wheat, a crown of stars on her head and a stream running close by. Everything around her is lush and alive. The card celebrates fertility in every sense: creativity, nourishment, pleasure, and the patient unfolding of life.',
  ],
  [
    'The Emperor',
    'Structure brings security. Take responsibility, set clear boundaries, and lead with steady, fair authority so that what matters to you can stand on solid ground.',
    'Control may have hardened into rigidity, or structure may be missing altogether. Consider where you cling to power, push against authority, or neglect healthy discipline.',
    'A crowned ruler sits on a stone throne carved with rams, holding a scepter and an orb before a range of rugged mountains, armor glinting beneath his robe. The card speaks to order, stability, and the kind of protective leadership that builds foundations meant to last.',
  ],
  [
    'The Hierophant',
    'Wisdom handed down through tradition can support you now. A mentor, a community, or a shared practice may offer guidance, structure, and a welcome sense of belonging.',
    'Rules that once helped may now feel confining. You might be questioning convention, shaping a spiritual path of your own, or noticing where you follow expectations out of habit.',
    'A robed teacher sits between two pillars, raising a hand in blessing over two kneeling students, a pair of crossed keys at his feet. The scene evokes institutions, ritual, and shared belief, and asks how inherited wisdom fits alongside your own evolving values.',
  ],
  [
    'The Lovers',
    'A meaningful connection or choice asks for honesty with your heart. Align your decisions with your deepest values, and let partnership rest on mutual respect.',
    'Something feels out of harmony, either in a relationship or within yourself. Look for values pulling against each other, decisions you keep avoiding, or a need to remember what you truly want.',
    'Two figures stand beneath a radiant angel, a fruit tree behind one and a tree of flames behind the other, a mountain rising between them. The image speaks of love, union, and choices made from the heart, reminding you that true alignment begins with knowing yourself.',
  ],
  [
    'The Chariot',
    'Momentum is yours when you steer with focus. Gather your competing impulses, commit to a direction, and move forward with determination and self-discipline.',
    'You may feel pulled in two directions or stalled by a loss of control. Regroup, clarify where you are really headed, and check that you are not forcing an outcome through will alone.',
    'A warrior rides a chariot drawn by two sphinxes, one dark and one light, beneath a canopy of stars. No reins are visible, so the driver steers by inner strength. The card speaks to willpower, victory earned through effort, and uniting opposing forces toward a single goal.',
  ],
  [
    'Strength',
    'Real strength is gentle. Meet challenges with patience, compassion, and quiet confidence, and you may find that courage and kindness can calm even fierce situations.',
    'Self-doubt or frayed patience may be getting the upper hand. Be tender with yourself, rebuild confidence from within, and notice where frustration is asking for care rather than force.',
    'A woman calmly cradles the jaws of a lion in her bare hands, an infinity sign floating above her head and flowers woven through her clothing. There is no struggle in her posture. The card honors inner fortitude, emotional mastery, and the power of a soft, steady heart.',
  ],
  [
    'The Hermit',
    'Stepping back from the noise can bring clarity. Take time alone to reflect, seek your own answers, and let your inner light reveal the next step.',
    'Solitude may have slipped into isolation, or you may be avoiding reflection you need. Consider reaching out to others, or carving out the quiet time you keep postponing.',
    'A cloaked elder stands on a snowy summit, holding up a lantern that shelters a six-pointed star and leaning on a long staff. He has climbed far from the crowd. The card speaks to introspection, guidance, and the wisdom that comes when you choose to look inward.',
  ],
  [
    'Wheel of Fortune',
    'The tides are turning. Cycles of change bring new openings, so stay adaptable, trust the larger rhythm of life, and be ready to welcome good fortune.',
    'A setback or a repeating pattern may be testing your patience. Nothing stays fixed forever; look for the lesson in the cycle and focus on what is within your influence.',
    'A great wheel inscribed with symbols turns among the clouds, a sphinx perched on top and winged creatures reading in each corner. The image speaks to cycles, destiny, and ever-shifting circumstances, reminding you that every season eventually gives way to the next.',
  ],
  [
    'Justice',
    'Fairness and truth take center stage. Decisions made with honesty and clear reasoning will serve you well, and your actions now carry consequences you can stand behind.',
    'Something may feel unfair, or accountability is being sidestepped. Look honestly at your own part, seek balance, and make amends where you can rather than assigning blame.',
    'A figure sits between two pillars holding level scales in one hand and an upright double-edged sword in the other, gazing straight ahead. The image calls to mind law, balance, and clear judgment, and asks you to weigh matters carefully and own your choices.',
  ],
  [
    'The Hanged Man',
    'A pause may be worth more than a push. Release the need to force things, look at your situation from a new angle, and let insight arrive in its own time.',
    'Stalling or resisting change may be keeping you stuck. Ask whether you are waiting out of wisdom or out of avoidance, and what you might need to release to move on.',
    'A man hangs upside down by one foot from a living tree, hands behind his back and a soft halo around his head. He is suspended rather than suffering. The card speaks to surrender, fresh perspective, and the insight that sometimes comes only when we stop struggling.',
  ],
  [
    'Death',
    'One chapter is closing so another can open. Release what has run its course with gratitude, and make space for transformation and genuine renewal.',
    'Holding on to what is already over can leave you in limbo. Gently loosen your grip, accept the change that is unfolding, and trust that renewal follows every ending.',
    'An armored skeleton rides a white horse beneath a black banner bearing a white rose, while people of every station meet it and a sun rises between two towers. Rarely literal, the card speaks of endings, transitions, and the clearing that makes room for new life.',
  ],
  [
    'Temperance',
    'Balance and moderation bring healing. Blend the different parts of your life with patience, find the middle path, and let things unfold at a sustainable pace.',
    'Excess or impatience may be tipping things off balance. Notice where you are overdoing it or rushing ahead, and gently recalibrate toward a rhythm you can actually keep.',
    'An angel stands with one foot in a pool and one on land, pouring water between two cups in a steady stream. A path winds toward a glowing crown on distant hills. The card speaks to harmony, patience, and the quiet alchemy of combining opposites with care.',
  ],
  [
    'The Devil',
    'Notice what has a hold on you. Habits, attachments, or fears may feel binding, yet awareness is the first step toward reclaiming your freedom and your choices.',
    'You are beginning to break free. Old patterns loosen as you face them honestly, and you are taking back power you had handed over to fear or compulsion.',
    'A horned figure crouches on a dark pedestal above two chained people, though their chains hang loosely enough to lift away. The card explores temptation, attachment, and shadow, reminding you that much of what seems to trap us is held in place by our own consent.',
  ],
  [
    'The Tower',
    'Sudden change can clear away what was built on shaky ground. Though it may feel disruptive, the truth revealed now makes room to rebuild on something real.',
    'You may be resisting a necessary shake-up or still feeling the aftershocks of one. Let go of what is already falling, and use this moment to rebuild more honestly.',
    'Lightning strikes a tall tower on a rocky peak, knocking off its crown as flames burst from the windows and two figures tumble through the air. The dramatic image speaks to upheaval, revelation, and breakthrough, showing how false structures give way so something truer can rise.',
  ],
  [
    'The Star',
    'Hope returns after difficulty. Healing is already underway, and you are invited to trust the future, reconnect with your purpose, and let yourself feel renewed.',
    'Faith may feel dim right now. Be gentle with yourself, seek out small sources of inspiration, and remember that hope can be rebuilt one quiet step at a time.',
    'Beneath a sky of bright stars, a woman kneels beside a pool, pouring water from two jugs onto the land and back into the water, while a bird rests in a nearby tree. The card speaks of renewal, serenity, and quiet optimism once a storm has passed.',
  ],
  [
    'The Moon',
    'Not everything is as it seems. Move through uncertainty by trusting your intuition, honoring your dreams, and giving unclear feelings time to come into focus.',
    'Confusion is beginning to lift. Fears that loomed large may shrink as truths come to light, and you can start trusting what you see a little more each day.',
    'A full moon glows over a path winding between two towers, a dog and a wolf calling up to it while a crayfish climbs from a pool. The dreamlike scene evokes intuition, the subconscious, and shifting shadows that ask you to feel your way forward.',
  ],
  [
    'The Sun',
    'Joy, warmth, and clarity are shining on you. Success and vitality are within reach, so let yourself be seen, celebrate what is good, and share your light.',
    'Your inner sunshine may be briefly clouded. Optimism might need gentle rekindling, or you may be overlooking simple joys that are still right in front of you.',
    'A radiant sun beams down on a laughing child riding a white horse, sunflowers nodding over a garden wall behind. Everything feels bright and open. The card speaks of happiness, vitality, confidence, and the simple, honest delight of being fully alive.',
  ],
  [
    'Judgement',
    'A calling is growing louder. Reflect honestly on your journey, forgive what needs forgiving, and rise to answer the invitation toward a more authentic life.',
    'Harsh self-criticism or doubt may be drowning out an important inner call. Review the past with more kindness so you can hear what it is asking of you now.',
    'An angel sounds a trumpet from the clouds as figures below rise with open arms toward the sky. The image speaks of awakening, reckoning, and renewal, inviting you to answer a deeper call and step fully into the next chapter of your life.',
  ],
  [
    'The World',
    'A cycle reaches a fulfilling conclusion. Celebrate how far you have come, integrate what you have learned, and feel the wholeness of this accomplishment.',
    'Something still feels unfinished. Look for loose ends that need closure, or ask whether a fear of endings is keeping you from stepping fully into completion.',
    'A dancer floats within a great laurel wreath, a wand in each hand, while four figures watch from the corners of the sky. The image captures wholeness, integration, and achievement, celebrating a journey completed and the readiness to begin again with wisdom.',
  ],
];

const MINOR_TEXT: Readonly<Record<MinorSuit, readonly CardText[]>> = {
  Wands: [
    [
      'A spark of inspiration arrives. Seize this burst of creative energy and enthusiasm to start something that genuinely excites you.',
      'Inspiration may feel blocked or delayed. Be patient with your creative process, and notice what is dampening your enthusiasm before you force a start.',
      'A hand reaches from a cloud gripping a sprouting wand, fresh leaves drifting from it, with a castle on a distant hill. The card represents raw potential, new passion, and the first flicker of fire behind a bold venture that is ready to be born.',
    ],
    [
      'You are standing at the edge of a bigger plan. Look ahead, weigh your options, and begin mapping a future that stretches beyond familiar ground.',
      'Fear of the unknown may be keeping you safe but small. Check whether indecision or endless planning is holding you back from a step you are ready to take.',
      'A figure stands on castle battlements holding a small globe, one wand in hand and another fixed to the wall, gazing out over land and sea. The card speaks of vision, planning, and the charged moment between dreaming of a journey and setting out.',
    ],
    [
      'Your efforts are starting to bear fruit, and your horizons are widening. Keep looking forward, extend your reach, and trust the momentum you have built.',
      'Delays or obstacles may be testing your patience. Revisit your plans, adjust your expectations, and remember that progress is not always visible right away.',
      'A figure watches ships sail across a golden sea, resting a hand on one of three wands planted in the ground. The card speaks of foresight, expansion, and the patient confidence of someone waiting for their ventures to come home with news.',
    ],
    [
      'This is a time to celebrate milestones and homecomings. Enjoy harmony with loved ones, honor what you have built, and let yourself feel truly at home.',
      'A celebration may feel strained, or your sense of home unsettled. Look at where tension or transition is affecting your sense of belonging, and tend to it kindly.',
      'Four wands wrapped in garlands form a festive canopy, while figures wave bouquets and a castle rises behind them. The scene evokes weddings, reunions, and community gatherings, celebrating stability, welcome, and the shared joy of reaching a well-earned milestone with the people who helped you get there.',
    ],
    [
      'Competing voices and friction are in the air. Healthy rivalry can sharpen your skills, so engage with energy while staying fair and open to other views.',
      'Conflict may be winding down, or simply being avoided. Look for common ground, and ask whether this particular clash is worth your energy or calls for a truce.',
      'Five people swing wands in a lively scuffle that looks more like sport than war, with no side clearly winning. The card speaks to competition, disagreement, and the messy, sometimes productive energy of many ideas and egos colliding at once.',
    ],
    [
      'Recognition and success are coming your way. Let yourself feel proud of your progress, and accept praise with grace while staying grounded in your values.',
      'You may feel overlooked, or overly focused on winning approval. Your worth does not depend on applause, so celebrate yourself quietly and keep going.',
      'A rider crowned with laurel parades on a white horse through a cheering crowd, holding a wand tied with a victory wreath. The card speaks of public acclaim, confidence, and the sweet satisfaction of a win earned through effort and persistence.',
    ],
    [
      'Stand your ground. You have something worth defending, and with conviction and perseverance you can hold your position against the challenges that come.',
      'You might feel overwhelmed or tempted to give up. Decide which battles matter most, and consider whether constant defensiveness is quietly wearing you down.',
      'A figure on high ground fends off six wands rising from below, wearing mismatched shoes as if caught by surprise. The card speaks to courage, perseverance, and protecting your beliefs and boundaries when others push back hard, reminding you that a higher vantage point is worth holding.',
    ],
    [
      'Things are moving quickly. Messages, opportunities, and progress arrive at speed, so stay focused, act decisively, and ride the wave of momentum.',
      'Delays or scattered energy may be slowing you down. Avoid rushing for its own sake, and take a moment to realign before pushing ahead again.',
      'Eight wands fly in parallel through a clear sky above a peaceful valley and river. With no figures in sight, the card is pure motion, speaking of swift action, rapid news, travel, and events finally falling into place after a long wait for things to move.',
    ],
    [
      'You are closer to the finish than it feels. Draw on your resilience, protect your energy, and keep going, because your persistence is paying off.',
      'Exhaustion or defensiveness may be taking a toll. Ask for help, rest where you can, and release the belief that you must carry everything alone.',
      'A bandaged figure leans on a wand, glancing warily over one shoulder at a row of eight wands standing like a fence behind. The card speaks to grit, healthy boundaries, and the last stretch of endurance before a long struggle is finally won.',
    ],
    [
      'You are carrying a heavy load. Hard work is getting you there, but consider what you can delegate or set down so success does not cost your wellbeing.',
      'Burdens are becoming too much to bear. Treat this as a cue to prioritize, to say no, and to hand back responsibilities that were never truly yours.',
      'A figure trudges toward a distant town, arms wrapped around ten heavy wands that block the view ahead. The card speaks to responsibility, overcommitment, and the moment when ambition quietly turns into overload and something needs to be shared or put down for a while.',
    ],
    [
      'A curious, adventurous spirit is stirring. Explore new ideas with enthusiasm, say yes to discovery, and let playful inspiration show you where to go.',
      'Ideas may be plentiful while follow-through lags behind. Ground your enthusiasm with one concrete next step, and watch for restlessness or impatience.',
      'A young figure in a tunic patterned with salamanders stands in a desert, studying a tall sprouting wand with fascination. The card speaks of exploration, fresh passion, and the eager young messenger who brings word of bold new beginnings just waiting to be explored.',
    ],
    [
      'Energy and passion carry you forward. Act boldly, follow your adventurous instincts, and bring fiery enthusiasm to whatever you choose to pursue.',
      'Haste or impulsiveness may be scattering your results. Slow down enough to think ahead, and channel your fire before it burns itself out.',
      'A knight charges forward on a rearing horse, wand held high, his tunic covered in salamanders against a desert with pyramids on the horizon. The card embodies adventure, daring, and passionate action, along with the thrill and the risk of energy that sometimes outpaces planning.',
    ],
    [
      'Confidence, warmth, and magnetism are your gifts right now. Step into your power, lead with courage and joy, and let your vibrant energy inspire others.',
      'Self-doubt or burnout may be dimming your glow, or your fire may be turning into jealousy. Reconnect with what makes you feel alive and claim your space again.',
      'A queen sits on a throne adorned with lions, a wand in one hand and a sunflower in the other, a black cat watching at her feet. She represents confidence, independence, charisma, and a fierce yet warm-hearted determination to shine.',
    ],
    [
      'Visionary leadership is called for. Take charge with confidence, inspire others with your big-picture thinking, and turn bold ideas into lasting achievements.',
      'Impulsive decisions or sky-high expectations may be causing friction. Lead with patience, listen closely to others, and check that ambition is not overriding empathy.',
      'A king leans forward on a throne decorated with lions and salamanders, gripping a flowering wand as if ready to rise and act. The card represents vision, entrepreneurship, and the mature command of fiery energy in service of a larger goal.',
    ],
  ],
  Cups: [
    [
      'Your heart is opening. New love, compassion, or creative feeling is flowing in, inviting you to receive affection and share it freely.',
      'Emotions may feel blocked or held back. Turn some of your care inward, and give yourself permission to feel what is really there beneath the surface.',
      'A hand extends from a cloud holding a cup that overflows in five streams, while a dove descends toward it above a pond dotted with lotus blossoms. The card speaks of emotional abundance, spiritual connection, and a fresh wellspring of love.',
    ],
    [
      'A meaningful bond is forming through mutual respect and attraction. Partnership, friendship, or reconciliation is supported when both people give openly.',
      'Imbalance or misunderstanding may be straining a connection. Honest conversation can restore harmony, or show you where a bond needs new terms.',
      'Two people exchange cups as if making a vow, while a winged lion rises above a herald’s staff between them. The card celebrates partnership, attraction, and mutual devotion, and the quiet harmony of two hearts meeting each other as true equals.',
    ],
    [
      'Celebrate with friends and community. Shared joy, creative collaboration, and support surround you, so gather together and raise a glass to connection.',
      'Your social life may feel out of balance, through overindulgence, gossip, or a sense of being left out. Seek the friendships that genuinely nourish you.',
      'Three friends dance in a circle, lifting their cups high amid a harvest of fruit and flowers. The card speaks of friendship, festivity, and creative community, and the simple joy of being held by people who truly see and celebrate you.',
    ],
    [
      'Boredom or apathy may be clouding what is on offer. Take time to reflect, yet stay open, because an opportunity might be waiting for you to notice it.',
      'You are emerging from a withdrawn period. Renewed motivation helps you re-engage with life and say yes to what you once overlooked.',
      'A figure sits cross-armed beneath a tree, staring at three cups on the grass, while a hand from a cloud offers a fourth that goes unnoticed. The card speaks to contemplation, discontent, and the chances we miss while looking inward.',
    ],
    [
      'Loss and disappointment deserve to be felt. Allow yourself to grieve, then notice what is still standing, because there is something left to build from.',
      'Acceptance is beginning. You are turning toward what remains, forgiving the past, and finding a gentle way to move forward again.',
      'A cloaked figure mourns over three spilled cups while two full cups stand unnoticed behind, a bridge leading toward a home across the river. The card speaks of grief and regret, and the hope that quietly waits just over our shoulder.',
    ],
    [
      'Sweet memories and simple kindness warm the heart. Reconnect with your inner child, revisit cherished people, and let nostalgia offer you comfort.',
      'Living in the past may keep you from enjoying the present. Honor old memories while releasing idealized versions of how things used to be.',
      'In a sunny courtyard, a child offers another a cup filled with white flowers, more blooming cups gathered nearby. The card evokes childhood, nostalgia, and simple generosity, and the healing sweetness of returning, even briefly, to familiar places and faces.',
    ],
    [
      'Many options shimmer before you. Dream freely, but look closely to tell real opportunity from illusion before you commit your heart.',
      'Clarity is returning. You are cutting through distraction and wishful thinking to focus on what is truly possible and meaningful for you.',
      'A figure faces seven cups floating in the clouds, each holding a different vision: a jewel, a wreath, a serpent, a castle, a veiled form, and more. The card speaks of imagination, choice, and the pull of fantasy over practical reality.',
    ],
    [
      'Walking away can be an act of self-respect. When something no longer fulfills you, it is okay to leave it behind and search for deeper meaning.',
      'You may feel torn between staying and going. Listen to what you truly need, and notice whether fear alone is keeping you in place.',
      'Under a watchful moon, a cloaked traveler walks away from eight neatly stacked cups toward rugged mountains. The card speaks to emotional courage and disillusionment, and to choosing a harder but more meaningful path over the comfort of staying where you have stopped growing.',
    ],
    [
      'Contentment and wishes fulfilled are close at hand. Savor your satisfaction, enjoy the good things in life, and trust that you deserve this happiness.',
      'Satisfaction might feel hollow or just out of reach. Reflect on what you truly desire, beyond appearances, approval, or material comfort.',
      'A contented figure sits with folded arms before a curved shelf displaying nine golden cups, smiling broadly. Often called the wish card, it speaks of emotional fulfillment, pleasure, and heartfelt gratitude for the gifts that life has brought to your door.',
    ],
    [
      'Harmony, love, and emotional fulfillment fill your home and relationships. Treasure the people around you and the peace you have created together.',
      'Family tension or unmet expectations may be disturbing the peace. Reconnect through honest conversation, and let go of picture-perfect ideals.',
      'A couple raises their arms toward a rainbow of ten cups while two children dance nearby, a cozy house nestled in the background. The card celebrates lasting happiness, family bonds, and the emotional alignment of a home built on love.',
    ],
    [
      'A gentle surprise or creative message may arrive. Stay curious, trust your intuition, and let yourself be playful and open with your feelings.',
      'Emotional immaturity or creative blocks may surface. Be gentle with yourself, and notice where pleasant daydreams are quietly replacing real action.',
      'A young figure stands by the sea holding a cup from which a small fish peeks out, gazing at it with delight. The card speaks of intuitive messages, creative beginnings, and the tender, open heart of someone willing to be surprised.',
    ],
    [
      'Follow your heart with grace. A romantic offer, creative invitation, or idealistic pursuit is calling, asking you to act from feeling and imagination.',
      'Moodiness or unrealistic expectations may be clouding your judgment. Check whether you are chasing a fantasy, and ground your dreams in honest action.',
      'A knight rides a white horse at an unhurried pace, holding out a cup as though bearing a gift, his armor decorated with fish. The card represents romance, charm, idealism, and the courage to follow your heart toward what you love.',
    ],
    [
      'Compassion and emotional wisdom guide you. Trust your intuition, care deeply for others, and hold space for feelings without losing yourself in them.',
      'You may be absorbing other people’s emotions or neglecting your own. Set gentle boundaries, and turn your compassion toward yourself as well.',
      'A queen sits on a throne at the edge of the sea, gazing into an ornate lidded cup, small sea spirits carved into her seat. She represents empathy, intuition, calm emotional depth, and the kind of nurturing care that makes others feel safe.',
    ],
    [
      'Emotional balance and diplomacy serve you well. Stay calm amid turbulence, lead with compassion, and let wisdom steady your heart.',
      'Emotions may be bottled up, or used to steer others. Find healthy ways to express what you feel, and reconnect with your steady center.',
      'A king sits on a stone throne floating on a restless sea, holding a cup and a scepter, a fish leaping on one side and a ship on the other. The card embodies emotional maturity, composure, and generous, diplomatic leadership that stays kind under pressure.',
    ],
  ],
  Swords: [
    [
      'A breakthrough in clarity cuts through confusion. Speak your truth, embrace a new idea, and let sharp, honest thinking lead you forward.',
      'Clouded thinking or miscommunication may be blocking progress. Pause before acting, gather the facts, and reconsider how you are expressing your ideas.',
      'A hand emerges from a cloud holding an upright sword topped with a golden crown and draped with olive and palm. The card speaks of mental clarity, truth, and new ideas, and of the decisive breakthrough that cuts a clean path forward.',
    ],
    [
      'A difficult decision is waiting. Weigh your options honestly instead of staying frozen, and let both head and heart inform your choice.',
      'New information is coming to light, or indecision is becoming overwhelming. Lower the blindfold and face the choice in front of you.',
      'A blindfolded figure sits by the sea holding two crossed swords over her heart, a slim crescent moon overhead. The card speaks of stalemate, avoidance, and the tense stillness of a decision that has not yet been made, while the tide keeps moving quietly behind her.',
    ],
    [
      'Heartache deserves acknowledgement. Let yourself feel sadness and disappointment, knowing that honest grief is what opens the path to healing.',
      'Healing is underway. You are releasing pain, practicing forgiveness, and gently recovering from an emotional wound at your own pace.',
      'Three swords pierce a red heart beneath heavy storm clouds and slanting rain. Stark and simple, the card speaks of sorrow and painful truth, and of the cleansing release that can follow heartbreak once it is allowed to be felt.',
    ],
    [
      'Rest is productive. Take a break, recharge your mind and body, and give yourself quiet space to recover before taking your next step.',
      'Restlessness or burnout may be building. Take the rest you need, or gently re-enter the world if you have been withdrawn for too long.',
      'A knight lies in peaceful repose on a tomb inside a quiet chapel, hands folded in prayer, three swords on the wall above and one beneath. The card speaks of rest, contemplation, and recovery, and of the strength that returns with stillness.',
    ],
    [
      'Ask whether winning is worth the cost. Conflict can leave everyone hurt, so choose your battles wisely and value integrity over pride.',
      'You may be ready to move past a conflict and let resentment go. Make amends where you can, or walk away from a fight that no longer serves you.',
      'A smug figure gathers up swords while two others walk away dejected beneath a ragged sky. The card speaks of tension, hollow victories, and the lasting damage that comes from needing to win at any price, even against those we care about.',
    ],
    [
      'A calmer chapter lies ahead. You are moving away from difficulty toward smoother waters, carrying its lessons with you as you heal.',
      'Moving on feels difficult, or old baggage is weighing you down. Acknowledge what is still unresolved so you can finally make the crossing.',
      'A ferryman poles a boat carrying a cloaked woman and child across the water toward a distant shore, six swords standing upright in the bow. The card speaks of transition, recovery, and leaving troubled waters behind for calmer ground, even if the journey itself is quiet and a little sad.',
    ],
    [
      'Strategy and discretion may be needed, but be honest with yourself about your methods. Watch for deception, whether it is yours or someone else’s.',
      'Secrets are coming to light, or your conscience is stirring. Choose transparency, and let go of tactics that no longer fit who you want to be.',
      'A figure tiptoes away from a camp carrying five swords, glancing back at the two left standing in the ground. The card speaks of cunning, strategy, and stealth, and asks honestly whether you are acting with integrity or simply cutting corners to get ahead.',
    ],
    [
      'You are less trapped than you feel. Limiting beliefs may be holding you in place, and a shift in perspective can reveal a way out.',
      'Freedom is within reach. You are loosening self-imposed restrictions, releasing fear, and beginning to see your many options clearly again.',
      'A bound and blindfolded woman stands ringed by eight swords in muddy ground, yet the gaps between them are wide enough to walk through. The card speaks of mental traps, self-limiting thinking, and the freedom that begins with a new perspective.',
    ],
    [
      'Worry may loom larger at night than it does in reality. Name your anxieties, reach out for support, and remember that thoughts are not facts.',
      'The weight of worry is beginning to ease. Confiding in others and seeing your fears more clearly brings relief, even if some anxiety lingers.',
      'A figure sits up in bed, head in hands, nine swords hanging against the darkness behind. The card speaks of anxiety and sleepless nights, and of the mind’s habit of magnifying fear until it is brought into the light and shared.',
    ],
    [
      'A painful chapter has reached its end. As hard as this feels, the worst has passed, and from here the direction is toward recovery.',
      'Recovery is beginning, though you may resist letting go of the hurt. Rise slowly, accept support, and trust that renewal is truly possible.',
      'A figure lies face down with ten swords in their back, while the dark sky above gives way to a golden dawn on the horizon. The card speaks of painful endings and release, and of the promise that a new day always follows the darkest night.',
    ],
    [
      'Curiosity and fresh ideas energize you. Ask bold questions, learn eagerly, and express your thoughts with honesty, wit, and alert attention.',
      'Hasty words or scattered thinking can cause trouble. Think before you speak, and watch out for gossip, defensiveness, or half-formed plans.',
      'A youthful figure stands on windswept ground, sword held high, watching the shifting clouds with alert eyes. The card speaks of curiosity, mental energy, and vigilance, and of a restless hunger to learn the truth about how things really work.',
    ],
    [
      'Drive and ambition surge forward. Act quickly on your ideas and speak with conviction, while remembering to consider others along the way.',
      'Rushing ahead without a plan may cause collateral damage. Slow down, listen carefully, and direct your sharp intellect with care.',
      'A knight charges at full gallop into the wind, sword raised, clouds and trees whipping behind him. The card embodies ambition, assertive communication, and fast, focused action, along with the very real risk of charging ahead before looking where you are going.',
    ],
    [
      'Clear boundaries and honest words serve you well. Use your independence, perception, and hard-won experience to cut to the truth with fairness.',
      'Sharpness may be tipping into coldness or bitterness. Soften your delivery, and make room for compassion without compromising your honesty.',
      'A queen sits in profile on a throne carved with butterflies, her sword upright and one hand extended in welcome, clouds gathering below. She represents discernment, independence, and clear, truthful perception shaped by experience and loss, offering honesty as a form of respect.',
    ],
    [
      'Lead with intellect, integrity, and clear principles. Make decisions based on logic and fairness, and communicate with calm, steady authority.',
      'Power may be misused, or reason may have turned cold. Check for rigid thinking, and balance rational judgment with genuine empathy.',
      'A king faces forward on a high throne, holding an upright sword, butterflies carved behind him and a clear sky above. The card represents intellectual power, ethics, and authority, and the responsibility that comes with using knowledge and truth wisely in the service of others.',
    ],
  ],
  Pentacles: [
    [
      'A new opportunity for prosperity or stability is appearing. Plant seeds with intention, and invest in something that can grow into lasting security.',
      'An opportunity may be slipping away, or your plans lack grounding. Revisit your budget and practical steps before committing resources.',
      'A hand emerges from a cloud holding a golden coin above a flowering garden, an arched hedge opening toward distant mountains. The card speaks of manifestation, prosperity, and tangible new beginnings, the kind of seed that can grow into something substantial with steady care.',
    ],
    [
      'You are juggling several priorities with flexibility. Stay adaptable, keep your sense of humor, and find balance as life’s demands shift and change.',
      'Too many commitments may be tipping you off balance. Simplify, prioritize, and drop what you cannot reasonably manage right now.',
      'A figure dances while juggling two coins linked by a loop of infinity, ships riding high waves behind. The card speaks of balance, adaptability, and the lighthearted skill of managing the ups and downs of everyday life without losing your rhythm.',
    ],
    [
      'Collaboration brings quality results. Value teamwork, share your expertise generously, and honor the skills that others bring to the project.',
      'Miscommunication or misaligned goals may be hindering teamwork. Clarify roles, listen to feedback, and make sure everyone shares the same vision.',
      'A craftsperson works on a cathedral arch while two others review plans with them, three pentacles carved into the stone above. The card speaks of collaboration, craftsmanship, and the satisfaction of building something lasting together, where every contribution is valued.',
    ],
    [
      'Security matters, and saving wisely is good. Just check that protecting what you have is not turning into holding on too tightly.',
      'You may be loosening your grip on control or possessions, or swinging toward overspending. Find a healthy balance between security and generosity.',
      'A crowned figure sits clutching a coin to his chest, another balanced on his crown and two beneath his feet, a city behind him. The card speaks of security, control, and conservation, and the fear of loss that can harden into possessiveness.',
    ],
    [
      'Hardship or feeling left out in the cold may be present. Support does exist, and reaching out for help is a sign of strength, not failure.',
      'Recovery from a difficult time is beginning. Help is becoming visible, and you are finding your way back toward stability and warmth.',
      'Two weary figures trudge through falling snow past a glowing stained-glass window showing five pentacles. The card speaks of hardship, worry, and exclusion, and of the shelter and help that are often much closer than they appear, if we let ourselves look up.',
    ],
    [
      'Giving and receiving are finding balance. Share your resources generously, or accept support gracefully when it is offered to you.',
      'Generosity may come with strings attached, or an exchange may feel uneven. Seek fairness, and give without expecting control in return.',
      'A merchant holds balanced scales while handing coins to one person kneeling, another waiting nearby. The card speaks of generosity, charity, and fair exchange, and of the subtle balance of power that shapes every moment when we give or receive.',
    ],
    [
      'Patience pays off. Step back to assess your progress, appreciate the growth so far, and decide where to invest your energy for long-term rewards.',
      'Frustration with slow results may tempt you to quit. Reevaluate your approach, and make sure your effort is going where it truly counts.',
      'A farmer leans on a hoe, gazing thoughtfully at seven pentacles growing on a leafy vine. The card speaks of patience, perseverance, and long-term investment, and of pausing to reflect honestly on your progress before the harvest finally comes in.',
    ],
    [
      'Dedication and practice build mastery. Focus on the details, commit to steady improvement, and take pride in skilled, careful work.',
      'Perfectionism or a lack of focus may be holding you back. Reconnect with why the work matters, and release the need for it to be flawless.',
      'An artisan sits at a workbench carefully carving pentacles, finished coins displayed on the post beside him. The card speaks of craftsmanship, diligence, and apprenticeship, and the quiet satisfaction of honing a skill one piece at a time.',
    ],
    [
      'You have earned this ease. Enjoy the independence, comfort, and refinement your hard work has created, and celebrate your self-sufficiency.',
      'Overworking or overspending may be undermining your sense of security. Reconnect with what truly makes you feel abundant and at ease.',
      'An elegant figure stands in a lush vineyard, a falcon resting on her gloved hand, nine pentacles gleaming among the vines. The card speaks of self-reliance, luxury, and discipline, and of enjoying the fruits of patient, independent effort in a place you have made your own.',
    ],
    [
      'Lasting wealth, family, and legacy come into focus. Build foundations that can support generations, and appreciate the stability around you.',
      'Family disputes or financial instability may be shaking your foundations. Look for long-term solutions, and consider what legacy you want to leave.',
      'An elder sits beneath an archway with dogs at his feet while a family gathers in a prosperous courtyard, ten pentacles arranged across the scene. The card speaks of inheritance, tradition, and the kind of prosperity and belonging that endures across many generations.',
    ],
    [
      'A new skill, course of study, or practical opportunity is beckoning. Approach it with curiosity and commitment, and take the first steady step.',
      'Procrastination or scattered focus may be stalling your progress. Turn good intentions into small, consistent actions you can repeat each day.',
      'A young figure stands in a green field, holding a pentacle aloft and studying it with quiet fascination. The card speaks of learning, ambition, and practical dreams, and of the first careful steps toward building something tangible and real.',
    ],
    [
      'Steady, methodical effort wins the day. Stay reliable, keep to your routines, and trust that consistent progress leads to real results.',
      'Routine may have turned into stagnation, or caution into stubbornness. Add some flexibility, and reconnect with the purpose behind your work.',
      'A knight sits motionless on a sturdy draft horse, holding a pentacle and surveying freshly plowed fields. The card represents hard work, patience, reliability, and responsibility, and the slow but certain progress of someone who never cuts corners.',
    ],
    [
      'Practical care and warm generosity create comfort. Nurture your home, body, and loved ones while keeping your feet firmly on the ground.',
      'Caring for everyone else may be leaving you depleted. Rebalance work and home, and remember to nurture your own needs too.',
      'A queen sits on a throne in a flowering garden, cradling a pentacle in her lap, a rabbit resting at her feet. She embodies nurturing abundance, resourcefulness, and grounded, practical love, the kind of everyday care that makes a house feel like home.',
    ],
    [
      'Abundance and security come from wise stewardship. Lead with discipline and generosity, and enjoy the prosperity you have worked to build.',
      'A focus on money or status may be crowding out other values, or stubbornness may be limiting growth. Balance ambition with integrity and care.',
      'A king sits on a throne carved with bulls, his robe covered in grapevines, a pentacle in hand and a castle rising behind him. The card represents wealth, business acumen, and dependable leadership, showing how steady effort becomes security that provides for others.',
    ],
  ],
};

export const MAJOR_ARCANA: readonly Card[] = MAJOR_TEXT.map(([name, meaning_up, meaning_rev, desc]) => ({
  name,
  suit: 'Major Arcana',
  meaning_up,
  meaning_rev,
  desc,
}));

export const MINOR_ARCANA: readonly Card[] = MINOR_SUITS.flatMap((suit) =>
  MINOR_RANKS.map((rank, i): Card => {
    const text = MINOR_TEXT[suit][i];
    if (!text) throw new Error(`Missing text for ${rank} of ${suit}`);
    const [meaning_up, meaning_rev, desc] = text;
    return { name: `${rank} of ${suit}`, suit, meaning_up, meaning_rev, desc };
  }),
);

export const DECK: readonly Card[] = [...MAJOR_ARCANA, ...MINOR_ARCANA];

const BY_NAME: ReadonlyMap<string, Card> = new Map(DECK.map((card) => [card.name, card]));

/** Exact (case-sensitive) lookup by card name. */
export function findCard(name: string): Card | undefined {
  return BY_NAME.get(name);
}

import type { MajorText } from './card-text.ts';

/** The 22 Major Arcana in traditional order, 0 (The Fool) to XXI (The World). */
export const MAJOR_ARCANA_TEXT: readonly MajorText[] = [
  {
    name: 'The Fool',
    up: 'A fresh start is calling, and you are invited to meet it with curiosity and an open heart. Trust that you can learn the path simply by walking it.',
    rev: 'Excitement may be running ahead of preparation. Pause to look where you are stepping, or notice where fear of the unknown is keeping you from beginning at all.',
    desc: 'A white rose opens beneath a rising sun whose rays fan across the top of the card, the first light of a new day. Our Fool is the flower before it knows what it will become: pure potential, trust in the path, and the lightness to take a first step.',
    scene:
      'A young traveller in a bright flowered tunic steps toward the edge of a cliff under a yellow sky, a white rose in one hand and a small bundle on a staff over his shoulder, while a little white dog leaps at his heels. His eyes are on the sky rather than the drop: a first step taken on pure trust.',
    keywords: ['beginnings', 'trust', 'spontaneity', 'courage'],
  },
  {
    name: 'The Magician',
    up: 'You already hold the tools you need. Focus your will, name clearly what you want, and turn ideas into action with skill, resourcefulness, and confidence.',
    rev: 'Your talents may be scattered or pointed in the wrong direction. Watch for plans that stay as talk, self-doubt that blocks your gifts, or charm that hides a hidden agenda.',
    desc: 'The loop of infinity hovers above a slender wand of light, a four-pointed star burning where they meet, with four small points of gold around them for the four suits. The card is will made visible: every tool at hand, and one focused mind to use them.',
    scene:
      'A young man in a red robe stands at a table laid with a wand, a cup, a sword and a coin, one hand raising a wand to the sky and the other pointing to the ground, the sign of infinity floating above his head among roses and lilies. Everything he needs is already on the table, and he is the channel that turns an idea into something real.',
    keywords: ['willpower', 'skill', 'focus', 'manifestation'],
  },
  {
    name: 'The High Priestess',
    up: 'Quiet knowing is available to you now. Slow down, listen beneath the noise, and let your intuition guide you toward what words cannot yet explain.',
    rev: 'You may be tuning out your inner voice or leaning only on outside opinions. Make room for silence and reflection, and notice any truths you are keeping even from yourself.',
    desc: 'A pale crescent moon rests between two pillars, one dark as ink and one light as parchment, with a single line of gold beneath. The Priestess keeps the space between opposites, where intuition hears what reason has not yet found words for.',
    scene:
      'A woman in blue sits between a black pillar marked B and a white one marked J, a crescent moon at her feet, a scroll half hidden in her lap and a veil hung with pomegranates behind her. She guards what lies behind that veil: a knowing that is felt long before it can be spoken.',
    keywords: ['intuition', 'mystery', 'inner voice', 'stillness'],
  },
  {
    name: 'The Empress',
    up: 'Abundance grows wherever you offer care. Nurture your projects, relationships, and body with generosity, and allow yourself to enjoy beauty, comfort, and creative flow.',
    rev: 'Giving to everyone except yourself can leave you depleted. Restore balance, reconnect with your senses, and stop trying to force growth that simply needs more time.',
    desc: 'The sign of Venus, a circle over a cross, stands beneath an arc of six golden stars. Round and rooted, it speaks of fertility in every sense: the ideas, people and places that grow when they are given warmth, patience and care.',
    scene:
      'A woman crowned with twelve stars rests on deep cushions in a field of ripening wheat, a heart-shaped shield with the sign of Venus at her side and a waterfall spilling out of the forest behind her. Everything around her grows: abundance at ease, the garden that feeds whoever comes to it.',
    keywords: ['abundance', 'nurture', 'creativity', 'pleasure'],
  },
  {
    name: 'The Emperor',
    up: 'Structure brings security. Take responsibility, set clear boundaries, and lead with steady, fair authority so that what matters to you can stand on solid ground.',
    rev: 'Control may have hardened into rigidity, or structure may be missing altogether. Consider where you cling to power, push against authority, or neglect healthy discipline.',
    desc: 'A golden crown rests on a cornerstone of fitted blocks, each course laid across the joints of the one below. Authority here is built, not seized: order, protection and steady rules that let everything else stand on firm ground.',
    scene:
      'A bearded ruler in armour beneath a red robe sits on a square stone throne carved with rams’ heads, an ankh-topped sceptre in one hand and an orb in the other, bare orange mountains rising behind him. He is order built to last: the firm hand that keeps the walls standing and the rules clear.',
    keywords: ['structure', 'authority', 'stability', 'protection'],
  },
  {
    name: 'The Hierophant',
    up: 'Wisdom handed down through tradition can support you now. A mentor, a community, or a shared practice may offer guidance, structure, and a welcome sense of belonging.',
    rev: 'Rules that once helped may now feel confining. You might be questioning convention, shaping a spiritual path of your own, or noticing where you follow expectations out of habit.',
    desc: 'Two keys cross at the centre of the card, joined by a single point of gold. One opens what is handed down, the other what you find for yourself; together they speak of teaching, ritual and the belonging a shared tradition offers.',
    scene:
      'A robed figure in a triple crown sits between two grey pillars with one hand raised in blessing, two crossed keys at his feet and two tonsured followers kneeling before him. It is learning handed down from teacher to student: tradition, ceremony, and the comfort of belonging to something older than yourself.',
    keywords: ['tradition', 'guidance', 'belonging', 'ritual'],
  },
  {
    name: 'The Lovers',
    up: 'A meaningful connection or choice asks for honesty with your heart. Align your decisions with your deepest values, and let partnership rest on mutual respect.',
    rev: 'Something feels out of harmony, either in a relationship or within yourself. Look for values pulling against each other, decisions you keep avoiding, or a need to remember what you truly want.',
    desc: 'Two circles overlap and, where they meet, hold a heart, with rays of light rising above them. Neither circle gives up its shape to join the other: this is union by choice, between two whole people whose values agree.',
    scene:
      'A man and a woman stand naked in a garden while a great winged angel spreads his arms over them from a blazing sun; behind her grows a tree with a serpent wound around it, behind him a tree whose leaves are flames. It shows a union blessed from above, and a choice made with the whole heart.',
    keywords: ['union', 'choice', 'values', 'harmony'],
  },
  {
    name: 'The Chariot',
    up: 'Momentum is yours when you steer with focus. Gather your competing impulses, commit to a direction, and move forward with determination and self-discipline.',
    rev: 'You may feel pulled in two directions or stalled by a loss of control. Regroup, clarify where you are really headed, and check that you are not forcing an outcome through will alone.',
    desc: 'A winged sun-disc spreads its feathers above an axle and two spoked wheels, under a canopy of five stars. Wings and wheels pull in different elements, yet move as one: the card speaks of will that gathers opposing forces and drives them forward.',
    scene:
      'A crowned warrior in armour stands in a stone chariot beneath a canopy of stars, a walled city behind him, while two sphinxes, one black and one white, rest before it with no reins to steer them. He holds opposite forces together by will alone: victory won through focus and self-command.',
    keywords: ['determination', 'momentum', 'control', 'victory'],
  },
  {
    name: 'Strength',
    up: 'Real strength is gentle. Meet challenges with patience, compassion, and quiet confidence, and you may find that courage and kindness can calm even fierce situations.',
    rev: 'Self-doubt or frayed patience may be getting the upper hand. Be tender with yourself, rebuild confidence from within, and notice where frustration is asking for care rather than force.',
    desc: 'A mane of golden flames rings a calm violet centre, and above it floats a small loop of infinity. The wild energy is circled, not chained: Strength is the patient, gentle power that can hold fierce feelings without being ruled by them.',
    scene:
      'A woman in white, flowers woven through her hair and the sign of infinity above her head, calmly closes a lion’s jaws with her bare hands while the great beast bows to her touch. There is no weapon and no struggle: courage here is patience, and a tenderness that tames what is wild.',
    keywords: ['courage', 'compassion', 'patience', 'inner power'],
  },
  {
    name: 'The Hermit',
    up: 'Stepping back from the noise can bring clarity. Take time alone to reflect, seek your own answers, and let your inner light reveal the next step.',
    rev: 'Solitude may have slipped into isolation, or you may be avoiding reflection you need. Consider reaching out to others, or carving out the quiet time you keep postponing.',
    desc: 'A lantern shelters a six-pointed star whose light spreads outward in fine rays through the dark. The Hermit carries his own light rather than waiting for one; the card speaks of solitude chosen for clarity, and of wisdom found by looking within.',
    scene:
      'An old bearded man in a grey hooded cloak stands alone on a snowy peak, leaning on a long staff and holding up a lantern in which a six-pointed star shines. He has climbed away from the crowd to find his own light, and he lifts it high for anyone climbing after him.',
    keywords: ['solitude', 'reflection', 'wisdom', 'guidance'],
  },
  {
    name: 'Wheel of Fortune',
    up: 'The tides are turning. Cycles of change bring new openings, so stay adaptable, trust the larger rhythm of life, and be ready to welcome good fortune.',
    rev: 'A setback or a repeating pattern may be testing your patience. Nothing stays fixed forever; look for the lesson in the cycle and focus on what is within your influence.',
    desc: 'A great wheel of eight spokes turns within a bright rim, studded with gold at its four quarters around a golden hub. Whatever rises on it will fall and rise again: the card speaks of cycles, timing, and the luck that changes with the turning.',
    scene:
      'A great orange wheel inscribed with letters and alchemical signs turns among the clouds, a sphinx with a sword seated on top, a snake sliding down one side and a jackal-headed figure rising up the other, while four winged creatures read their books in the corners. What falls will rise again: the picture of cycles, seasons and turning luck.',
    keywords: ['cycles', 'change', 'luck', 'timing'],
  },
  {
    name: 'Justice',
    up: 'Fairness and truth take center stage. Decisions made with honesty and clear reasoning will serve you well, and your actions now carry consequences you can stand behind.',
    rev: 'Something may feel unfair, or accountability is being sidestepped. Look honestly at your own part, seek balance, and make amends where you can rather than assigning blame.',
    desc: 'A pair of scales hangs perfectly level from a straight beam, a small four-pointed star shining at its top. Justice weighs without favour: the card asks for honest reckoning, fair decisions, and the courage to accept what your own actions have set in motion.',
    scene:
      'A crowned figure in a red robe sits between two grey pillars, an upright double-edged sword in one hand and a pair of level scales in the other, one white shoe peeping out beneath the hem. It is clear sight and honest weighing, and the reminder that every act carries its consequence.',
    keywords: ['fairness', 'truth', 'accountability', 'balance'],
  },
  {
    name: 'The Hanged Man',
    up: 'A pause may be worth more than a push. Release the need to force things, look at your situation from a new angle, and let insight arrive in its own time.',
    rev: 'Stalling or resisting change may be keeping you stuck. Ask whether you are waiting out of wisdom or out of avoidance, and what you might need to release to move on.',
    desc: 'A living cross in the shape of a T, its arms sprouting new leaves, stands above a small radiant sun. Suspended but still growing, the card speaks of the pause that changes perspective: surrender, patience, and the insight that waiting can bring.',
    scene:
      'A man hangs upside down by one foot from a living T-shaped tree, his other leg bent behind the knee, his hands tucked behind his back and a halo glowing around his calm face. He is not suffering but surrendering: a pause that lets the world be seen from a completely different angle.',
    keywords: ['surrender', 'pause', 'new perspective', 'release'],
  },
  {
    name: 'Death',
    up: 'One chapter is closing so another can open. Release what has run its course with gratitude, and make space for transformation and genuine renewal.',
    rev: 'Holding on to what is already over can leave you in limbo. Gently loosen your grip, accept the change that is unfolding, and trust that renewal follows every ending.',
    desc: 'A butterfly spreads four wide wings in violet and gold around a slender golden body. What was a caterpillar is gone, and something new has taken flight: our Death card speaks of transformation, of endings that make room, never of literal loss.',
    scene:
      'A skeleton in black armour rides a white horse beneath a black banner bearing a white rose; a king lies fallen before it, a bishop pleads with folded hands and a child looks up without fear, while the sun rises between two towers on the horizon. It is an ending no one can bargain with, and the new day already coming up behind it.',
    keywords: ['endings', 'transformation', 'release', 'renewal'],
  },
  {
    name: 'Temperance',
    up: 'Balance and moderation bring healing. Blend the different parts of your life with patience, find the middle path, and let things unfold at a sustainable pace.',
    rev: 'Excess or impatience may be tipping things off balance. Notice where you are overdoing it or rushing ahead, and gently recalibrate toward a rhythm you can actually keep.',
    desc: 'Water flows in a steady stream from one tilted cup into another, while an eight-pointed star shines above. Nothing spills: Temperance is the art of mixing opposites in the right measure, with patience, moderation and a calm, healing rhythm.',
    scene:
      'A winged angel in white stands with one foot on the bank and one in a pool, pouring water back and forth between two cups, irises blooming beside her and a path winding away to a crown of light between distant mountains. This is patience and the right mixture: balance found by slow, careful blending.',
    keywords: ['balance', 'moderation', 'patience', 'healing'],
  },
  {
    name: 'The Devil',
    up: 'Notice what has a hold on you. Habits, attachments, or fears may feel binding, yet awareness is the first step toward reclaiming your freedom and your choices.',
    rev: 'You are beginning to break free. Old patterns loosen as you face them honestly, and you are taking back power you had handed over to fear or compulsion.',
    desc: 'A pair of horns rises above a heavy pedestal, and from it hang chains whose last link has already broken open, a small star shining beside them. The card names what binds you, and shows that the chain is looser than it feels.',
    scene:
      'A horned creature with bat wings squats on a black block, an upside-down pentagram on his brow and a torch pointing at the ground, while a naked man and woman with small horns and tails stand chained to the block below. Their collars are loose enough to lift off: the bondage is one they could walk out of.',
    keywords: ['attachment', 'temptation', 'shadow', 'liberation'],
  },
  {
    name: 'The Tower',
    up: 'Sudden change can clear away what was built on shaky ground. Though it may feel disruptive, the truth revealed now makes room to rebuild on something real.',
    rev: 'You may be resisting a necessary shake-up or still feeling the aftershocks of one. Let go of what is already falling, and use this moment to rebuild more honestly.',
    desc: 'A tall tower splits under a bolt of lightning, its crown flung into the air, its windows lit from within. What was built on a false foundation cannot stand: the card speaks of sudden upheaval, and of the truth and freedom revealed when it falls.',
    scene:
      'Lightning strikes a tall grey tower on a rocky peak and knocks off its golden crown; flames burst from the windows and two people fall headfirst through the dark among drops of fire. It is the sudden collapse of what stood on false ground, and the hard clarity that comes after.',
    keywords: ['upheaval', 'revelation', 'breakthrough', 'truth'],
  },
  {
    name: 'The Star',
    up: 'Hope returns after difficulty. Healing is already underway, and you are invited to trust the future, reconnect with your purpose, and let yourself feel renewed.',
    rev: 'Faith may feel dim right now. Be gentle with yourself, seek out small sources of inspiration, and remember that hope can be rebuilt one quiet step at a time.',
    desc: 'One great eight-pointed star blazes at the centre, a smaller star glowing inside it, with seven tiny stars scattered around. After the storm comes a clear sky: the card speaks of hope, healing, and quiet faith in what lies ahead.',
    scene:
      'A naked woman kneels by a pool under one great eight-pointed star and seven smaller ones, pouring water from one jug into the pool and from another onto the earth, while a bird sings in a tree behind her. After the storm comes quiet renewal: hope poured out freely and given back to the land.',
    keywords: ['hope', 'healing', 'renewal', 'faith'],
  },
  {
    name: 'The Moon',
    up: 'Not everything is as it seems. Move through uncertainty by trusting your intuition, honoring your dreams, and giving unclear feelings time to come into focus.',
    rev: 'Confusion is beginning to lift. Fears that loomed large may shrink as truths come to light, and you can start trusting what you see a little more each day.',
    desc: 'A crescent moon hangs in a pale halo, letting fall three drops of dew toward the ground below. In moonlight shapes shift and shadows grow: the card speaks of dreams, intuition and uncertainty, and of feeling your way until the path is clear again.',
    scene:
      'A moon with a sleeping face hangs over a path that winds from a pool between two towers into far hills; a dog and a wolf howl up at it, and a crayfish crawls out of the water onto the bank. Nothing is quite what it seems by night: dreams, fears and intuition on an uncertain road.',
    keywords: ['uncertainty', 'dreams', 'intuition', 'illusion'],
  },
  {
    name: 'The Sun',
    up: 'Joy, warmth, and clarity are shining on you. Success and vitality are within reach, so let yourself be seen, celebrate what is good, and share your light.',
    rev: 'Your inner sunshine may be briefly clouded. Optimism might need gentle rekindling, or you may be overlooking simple joys that are still right in front of you.',
    desc: 'A golden sun blazes with sixteen pointed rays, a fine ring of violet light inside its disc. Nothing on this card hides: it speaks of joy, vitality, success and the simple clarity of being fully seen and fully yourself.',
    scene:
      'A laughing naked child rides a white horse bareback, arms flung wide and a red banner streaming, beneath a huge shining sun, with tall sunflowers leaning over a garden wall behind. It is pure, uncomplicated joy: life lived in the open, warm and in plain view.',
    keywords: ['joy', 'vitality', 'success', 'clarity'],
  },
  {
    name: 'Judgement',
    up: 'A calling is growing louder. Reflect honestly on your journey, forgive what needs forgiving, and rise to answer the invitation toward a more authentic life.',
    rev: 'Harsh self-criticism or doubt may be drowning out an important inner call. Review the past with more kindness so you can hear what it is asking of you now.',
    desc: 'An eye opens wide within rays of light, and three short strokes rise beneath it like voices answering a call. Judgement is awakening: the moment you see your life clearly, forgive what needs forgiving, and rise to a calling you can no longer ignore.',
    scene:
      'From the clouds an angel blows a trumpet hung with a banner of a red cross, and below, pale men, women and children rise from open coffins floating on the water, their arms lifted toward the call. It is an awakening: hearing what calls you and answering with your whole self.',
    keywords: ['awakening', 'calling', 'reckoning', 'forgiveness'],
  },
  {
    name: 'The World',
    up: 'A cycle reaches a fulfilling conclusion. Celebrate how far you have come, integrate what you have learned, and feel the wholeness of this accomplishment.',
    rev: 'Something still feels unfinished. Look for loose ends that need closure, or ask whether a fear of endings is keeping you from stepping fully into completion.',
    desc: 'A laurel wreath circles a bright four-pointed star, tied with crossed ribbons at its top and bottom. The circle is complete: the card speaks of fulfilment, wholeness and a journey finished well, with the freedom to begin the next one.',
    scene:
      'A dancer wrapped in a violet sash floats inside a great oval wreath of laurel tied with red ribbons, a wand in each hand, while a man, an eagle, a lion and a bull look on from the clouds at the four corners. A circle is closed: wholeness, arrival, and everything at last in its place.',
    keywords: ['completion', 'wholeness', 'fulfilment', 'integration'],
  },
];

import type { CardText } from './card-text.ts';

/** The Cups, Ace to King (the order of MINOR_RANKS). */
export const CUPS_TEXT: readonly CardText[] = [
  {
    up: 'Your heart is opening. New love, compassion, or creative feeling is flowing in, inviting you to receive affection and share it freely.',
    rev: 'Emotions may feel blocked or held back. Turn some of your care inward, and give yourself permission to feel what is really there beneath the surface.',
    desc: 'A single chalice of sea-blue and teal fills the centre, a golden jewel set in its stem and rays of soft light around it. It is the heart opening: new love, compassion and a feeling that overflows and asks to be shared.',
    scene:
      'A hand rises from a cloud holding a golden cup that overflows in five streams into a pond of water lilies, while a dove descends with a wafer toward it. It is love offered freely: more than enough, spilling over to be shared.',
    keywords: ['new feelings', 'love', 'compassion', 'overflow'],
  },
  {
    up: 'A meaningful bond is forming through mutual respect and attraction. Partnership, friendship, or reconciliation is supported when both people give openly.',
    rev: 'Imbalance or misunderstanding may be straining a connection. Honest conversation can restore harmony, or show you where a bond needs new terms.',
    desc: 'Two chalices stand one above the other across a small central star, like a toast raised between two people. It tells of partnership and attraction: a bond made of mutual respect and an equal exchange of care.',
    scene:
      'A young man and a young woman, each holding a cup, face one another and pledge a promise, while above them floats a staff twined with two serpents and crowned by a winged lion’s head. It shows a union of equals: attraction, respect and a vow made eye to eye.',
    keywords: ['partnership', 'attraction', 'mutual respect', 'connection'],
  },
  {
    up: 'Celebrate with friends and community. Shared joy, creative collaboration, and support surround you, so gather together and raise a glass to connection.',
    rev: 'Your social life may feel out of balance, through overindulgence, gossip, or a sense of being left out. Seek the friendships that genuinely nourish you.',
    desc: 'Three chalices stand in a circle around a small star, as if friends had set their glasses together. The card speaks of friendship and celebration: community, shared joy, and the comfort of being surrounded by people who know you.',
    scene:
      'Three young women in a garden lift their cups high together as they dance, pumpkins, grapes and other fruit heaped around their feet. It is friendship and celebration: a harvest shared with the people who helped bring it in.',
    keywords: ['friendship', 'celebration', 'community', 'joy'],
  },
  {
    up: 'Boredom or apathy may be clouding what is on offer. Take time to reflect, yet stay open, because an opportunity might be waiting for you to notice it.',
    rev: 'You are emerging from a withdrawn period. Renewed motivation helps you re-engage with life and say yes to what you once overlooked.',
    desc: 'Four chalices stand at the four quarters around a small star, full but untouched. It stands for contemplation and restlessness: a pause to look within, and the risk of missing a new offer while you gaze at what you already have.',
    scene:
      'A young man sits under a tree with his arms and legs crossed, staring at three cups on the grass, while a hand from a cloud holds out a fourth that he does not even notice. He is so absorbed in what is missing that a new gift goes unseen.',
    keywords: ['contemplation', 'apathy', 'reevaluation', 'missed offers'],
  },
  {
    up: 'Loss and disappointment deserve to be felt. Allow yourself to grieve, then notice what is still standing, because there is something left to build from.',
    rev: 'Acceptance is beginning. You are turning toward what remains, forgiving the past, and finding a gentle way to move forward again.',
    desc: 'Five chalices ring a small star, though the eye falls first on the gaps between them. This is a card of loss and regret: grief that deserves its time, and the cups still standing that remain yours once you are ready to turn around.',
    scene:
      'A figure in a long black cloak bows over three spilled cups, not seeing the two full ones still standing behind, while a bridge across the river leads to a house beyond. It is grief over what is lost, with what remains waiting to be turned toward.',
    keywords: ['loss', 'grief', 'regret', 'what remains'],
  },
  {
    up: 'Sweet memories and simple kindness warm the heart. Reconnect with your inner child, revisit cherished people, and let nostalgia offer you comfort.',
    rev: 'Living in the past may keep you from enjoying the present. Honor old memories while releasing idealized versions of how things used to be.',
    desc: 'Six chalices form a gentle ring around a small star, evenly spaced like a childhood game. Its theme is nostalgia and memory: innocence, simple kindness, and the sweetness of the past, as long as you do not try to live there.',
    scene:
      'In an old village courtyard a boy offers a small girl a cup filled with white flowers, other cups of blossoms standing around them in the sunshine. It speaks of childhood, innocence and a gift given with simple kindness.',
    keywords: ['nostalgia', 'memories', 'innocence', 'kindness'],
  },
  {
    up: 'Many options shimmer before you. Dream freely, but look closely to tell real opportunity from illusion before you commit your heart.',
    rev: 'Clarity is returning. You are cutting through distraction and wishful thinking to focus on what is truly possible and meaningful for you.',
    desc: 'Seven chalices circle a small star, each one a different wish in the same bright colours. It tells of choices and daydreams: many possibilities at once, and the need to tell what is real from what is only wishful thinking.',
    scene:
      'A dark figure stands before seven cups floating in the clouds, each holding a vision: a head, a veiled glowing figure, a snake, a castle, a heap of jewels, a laurel wreath and a dragon. These are daydreams and temptations: many choices, and not all of them real.',
    keywords: ['choices', 'fantasy', 'illusion', 'wishful thinking'],
  },
  {
    up: 'Walking away can be an act of self-respect. When something no longer fulfills you, it is okay to leave it behind and search for deeper meaning.',
    rev: 'You may feel torn between staying and going. Listen to what you truly need, and notice whether fear alone is keeping you in place.',
    desc: 'Eight chalices form a wide ring around a small star, complete, yet something in the card is ready to move on. The card speaks of walking away: leaving what no longer fulfils you in search of deeper meaning.',
    scene:
      'A cloaked figure with a walking staff turns away from eight stacked cups by night, under a moon that is both full and waning, and heads toward barren mountains. It is leaving behind what no longer fulfils, to look for something deeper.',
    keywords: ['walking away', 'seeking meaning', 'letting go', 'withdrawal'],
  },
  {
    up: 'Contentment and wishes fulfilled are close at hand. Savor your satisfaction, enjoy the good things in life, and trust that you deserve this happiness.',
    rev: 'Satisfaction might feel hollow or just out of reach. Reflect on what you truly desire, beyond appearances, approval, or material comfort.',
    desc: 'Nine chalices fill the ring around a small star, each one upright and full. This is the wish card: contentment, satisfaction and gratitude for what you have, with the quiet pleasure of a hope that has come true.',
    scene:
      'A contented, well-fed man sits on a wooden bench with his arms folded and a satisfied smile, nine cups lined up on a curved, draped table behind him. It is the wish come true: pleasure and contentment in getting what you wanted.',
    keywords: ['contentment', 'wishes', 'satisfaction', 'gratitude'],
  },
  {
    up: 'Harmony, love, and emotional fulfillment fill your home and relationships. Treasure the people around you and the peace you have created together.',
    rev: 'Family tension or unmet expectations may be disturbing the peace. Reconnect through honest conversation, and let go of picture-perfect ideals.',
    desc: 'Ten chalices complete the circle around a small star, a ring of sea-blue light with no gap in it. It stands for lasting happiness: harmony at home, family in every sense, and emotional fulfilment that is shared.',
    scene:
      'A couple stands with arms around each other, raising their free arms to a rainbow of ten cups arched across the sky, while two children dance hand in hand beside them and a cottage sits by a stream. It is the heart’s home: family happiness and lasting emotional fulfilment.',
    keywords: ['harmony', 'family', 'fulfilment', 'lasting happiness'],
  },
  {
    up: 'A gentle surprise or creative message may arrive. Stay curious, trust your intuition, and let yourself be playful and open with your feelings.',
    rev: 'Emotional immaturity or creative blocks may surface. Be gentle with yourself, and notice where pleasant daydreams are quietly replacing real action.',
    desc: 'A feather quill floats above a single chalice, a small golden star beside it like a wish about to be written. The Page of water brings tender messages: creative openness, emotional curiosity and the courage to feel something new.',
    scene:
      'A young man in a tunic patterned with lotus flowers stands by the sea, holding up a cup from which a little fish peeks out at him. It brings imagination and gentle surprise: a message from the heart, received with a smile.',
    keywords: ['tenderness', 'creative openness', 'messages', 'intuition'],
  },
  {
    up: 'Follow your heart with grace. A romantic offer, creative invitation, or idealistic pursuit is calling, asking you to act from feeling and imagination.',
    rev: 'Moodiness or unrealistic expectations may be clouding your judgment. Check whether you are chasing a fantasy, and ground your dreams in honest action.',
    desc: 'A plumed helm in teal rides above a single chalice, carried forward gently rather than at a charge. The Knight of water follows the heart: romance, charm and idealism, and an invitation offered with grace.',
    scene:
      'A knight in a winged helmet rides a white horse at a calm walk toward a river, holding a cup out before him like an offering. He is the romantic: someone who follows the heart and arrives bearing an invitation.',
    keywords: ['romance', 'charm', 'idealism', 'invitation'],
  },
  {
    up: 'Compassion and emotional wisdom guide you. Trust your intuition, care deeply for others, and hold space for feelings without losing yourself in them.',
    rev: 'You may be absorbing other people’s emotions or neglecting your own. Set gentle boundaries, and turn your compassion toward yourself as well.',
    desc: 'A pearled crown rests above a single chalice in sea-blue light. The Queen of water holds feelings without drowning in them: compassion, emotional depth, intuition and the kind of care that lets others feel safe.',
    scene:
      'A queen sits on a throne at the water’s edge, gazing into an ornate closed cup with angels for handles, while small waves lap the pebbles at her feet. She is compassion and intuition: deep feeling, held with care and kept safe.',
    keywords: ['compassion', 'emotional depth', 'care', 'intuition'],
  },
  {
    up: 'Emotional balance and diplomacy serve you well. Stay calm amid turbulence, lead with compassion, and let wisdom steady your heart.',
    rev: 'Emotions may be bottled up, or used to steer others. Find healthy ways to express what you feel, and reconnect with your steady center.',
    desc: 'A jewelled crown sits above a single chalice, calm and still as deep water. The King of water is master of his feelings without denying them: emotional balance, diplomacy and generous, steady wisdom.',
    scene:
      'A king sits on a stone throne that floats on a rough sea, a cup in one hand and a sceptre in the other, a fish-shaped amulet at his throat, while a ship sails on one side and a fish leaps on the other. He is emotional balance: calm in the middle of turbulent water.',
    keywords: ['emotional balance', 'diplomacy', 'calm', 'generosity'],
  },
];

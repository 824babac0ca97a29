import type { ReaderWords } from './reader-words.ts';

export const fr: ReaderWords = {
  locale: 'fr',
  question: (excerpt) => `La question qui vous occupe : « ${excerpt} ».`,
  opening: 'Prenons les cartes une à une, chacune à sa place, avant de voir ce qu’elles racontent ensemble.',
  upright: (meaning) => `Ici, la carte vous dit : ${meaning}`,
  reversed: (meaning) => `La carte se présente ici renversée, et voici ce qu’elle vous dit : ${meaning}`,
  togetherHeading: 'Les cartes ensemble',
  together: (keywords) =>
    `Prises ensemble, les cartes font ressortir quelques thèmes : ${keywords}. Voyez lequel résonne le plus avec ce que vous vivez en ce moment.`,
  guidanceHeading: 'Pour avancer',
  guidance: (card) =>
    `La dernière carte, ${card}, donne le ton pour la suite : prenez le temps de sentir ce qu’elle éveille en vous, puis choisissez un petit pas concret qui vous ressemble.`,
  reflection: 'Ces cartes sont un miroir, pas un verdict : ce que vous en ferez vous appartient.',
  quiet: {
    opening: 'Ce que vous portez en ce moment semble lourd, et c’est cela qui compte avant tout. Cette lecture restera donc courte et douce.',
    guidance: {
      'self-harm':
        'Ce que vous ressentez compte, et vous n’avez pas à le porter sans aide. Des personnes sont là pour vous écouter dès maintenant : les lignes d’écoute sont indiquées plus haut à l’écran. Si vous le pouvez, parlez-en aussi à quelqu’un de confiance près de vous.',
      'medical-emergency':
        'Appelez les secours maintenant, ou demandez à quelqu’un près de vous de le faire. Votre santé passe avant toute lecture, et les numéros utiles sont indiqués plus haut à l’écran.',
      danger:
        'Votre sécurité passe avant tout. Si vous êtes en danger immédiat, appelez les secours sans attendre. Les numéros d’aide indiqués plus haut à l’écran sont là pour vous, et vous n’avez pas à faire face à cela sans soutien.',
      'medical-urgent':
        'Ce que vous décrivez mérite d’être examiné rapidement par un médecin : n’attendez pas pour consulter. Prendre soin de vous passe avant toute lecture, et les numéros utiles sont indiqués plus haut à l’écran.',
    },
  },
  followUp: {
    heading: 'Pour aller plus loin',
    intro: (excerpt) => `Vous revenez avec cette question : « ${excerpt} ».`,
    focus: (position, card) => `${position} : c’est la carte qui occupe cette place, ${card}, qui éclaire le mieux cette question.`,
    closing: 'Laissez cette réponse faire son chemin en vous ; elle ouvre une piste plutôt qu’elle ne tranche.',
    quiet:
      'Avant toute autre question, prenez soin de vous : ce qui a été évoqué compte bien davantage que les cartes. Les numéros d’aide restent indiqués plus haut à l’écran, et vous pouvez en parler à quelqu’un dès maintenant.',
  },
  daily: {
    opening: (card) => `Votre carte du jour : ${card}. Accueillez-la comme une invitation, et non comme un verdict.`,
    notice: (keyword) => `Au fil de la journée, voyez où ce thème se présente pour vous : ${keyword}.`,
    closing: 'Gardez cette carte en tête comme une simple piste, et voyez ce qu’elle éclaire dans votre journée.',
  },
  reversedName: (card) => `${card}, à l’envers`,
  positions: {
    Past: {
      name: 'Le passé',
      about: 'Cette place parle de ce qui a façonné la situation et qui s’y fait encore sentir.',
    },
    Present: {
      name: 'Le présent',
      about: 'Cette place montre où en sont les choses aujourd’hui, et ce qui demande votre attention.',
    },
    Future: {
      name: 'L’avenir',
      about: 'Cette place indique où vont les choses si rien ne change : une possibilité, pas une fatalité.',
    },
    'The present': {
      name: 'La situation présente',
      about: 'Cette place montre le cœur de la question tel qu’il se présente aujourd’hui.',
    },
    'The challenge': {
      name: 'Le défi',
      about: 'Cette place montre ce qui se met en travers de votre route : la difficulté à affronter.',
    },
    'The foundation': {
      name: 'Les fondations',
      about: 'Cette place révèle la racine de la situation, qui remonte souvent plus loin dans le temps.',
    },
    'The recent past': {
      name: 'Le passé récent',
      about: 'Cette place parle de ce qui s’éloigne ou vient tout juste de se produire.',
    },
    'The crown': {
      name: 'La couronne',
      about: 'Cette place montre ce que vous visez ou gardez à l’esprit : le meilleur qui puisse être atteint.',
    },
    'The near future': {
      name: 'Le futur proche',
      about: 'Cette place parle de ce qui se présente ensuite, dans les semaines à venir.',
    },
    Yourself: {
      name: 'Vous-même',
      about: 'Cette place montre votre position dans tout cela : votre attitude et la part que vous y prenez.',
    },
    'Your surroundings': {
      name: 'Votre entourage',
      about: 'Cette place parle des personnes et des circonstances qui vous entourent, et de la façon dont elles pèsent sur la situation.',
    },
    'Hopes and fears': {
      name: 'Espoirs et craintes',
      about: 'Cette place montre ce que vous espérez et ce que vous redoutez, souvent une même chose vue sous deux angles.',
    },
    'The outcome': {
      name: 'L’issue',
      about: 'Cette place indique où tout cela mène si rien ne change : une possibilité, pas une fatalité.',
    },
    'The first path': {
      name: 'La première voie',
      about: 'Cette place montre la première option telle qu’elle se présente, et ce qui a éveillé votre intérêt pour elle.',
    },
    'Where the first path leads': {
      name: 'Où mène la première voie',
      about: 'Cette place montre le chemin le plus probable si vous choisissez la première voie.',
    },
    'The second path': {
      name: 'La seconde voie',
      about: 'Cette place montre la seconde option telle qu’elle se présente, et ce qui a éveillé votre intérêt pour elle.',
    },
    'Where the second path leads': {
      name: 'Où mène la seconde voie',
      about: 'Cette place montre le chemin le plus probable si vous choisissez la seconde voie.',
    },
    'What matters in choosing': {
      name: 'Ce qui compte dans le choix',
      about: 'Cette place désigne la valeur ou le besoin qui devrait peser le plus dans votre décision.',
    },
    'The card': {
      name: 'La carte',
      about: 'Cette place parle du cœur de la question et, si celle-ci appelle un oui ou un non, du côté vers lequel la réponse penche.',
    },
    You: {
      name: 'Vous',
      about: 'Cette place montre ce que vous apportez à ce lien et la place que vous y tenez aujourd’hui.',
    },
    Them: {
      name: 'L’autre',
      about: 'Cette place montre ce que l’autre personne apporte, dans la mesure où les cartes peuvent parler pour elle.',
    },
    'The connection': {
      name: 'Le lien',
      about: 'Cette place parle de ce qui vit entre vous : le lien lui-même et son climat du moment.',
    },
    'What helps': {
      name: 'Ce qui aide',
      about: 'Cette place montre ce qui renforce le lien et mérite d’être entretenu.',
    },
    'What strains': {
      name: 'Ce qui pèse',
      about: 'Cette place montre ce qui use le lien et demande à être nommé ou apaisé.',
    },
    Situation: {
      name: 'La situation',
      about: 'Cette place montre où en sont les choses, telles qu’elles sont et non telles que vous les redoutez.',
    },
    Obstacle: {
      name: 'L’obstacle',
      about: 'Cette place montre ce qui fait barrage ou rend les choses plus difficiles qu’elles ne devraient l’être.',
    },
    'Hidden influence': {
      name: 'L’influence cachée',
      about: 'Cette place révèle ce qui agit sous la surface et n’apparaît pas encore pleinement.',
    },
    Advice: {
      name: 'Le conseil',
      about: 'Cette place indique l’attitude ou le pas qui vous aiderait le plus en ce moment.',
    },
    'Likely outcome': {
      name: 'L’issue probable',
      about: 'Cette place montre où cela mène si vous suivez le conseil : une possibilité, pas une fatalité.',
    },
  },
};

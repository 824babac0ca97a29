import type { CardPictureTexts } from '../card-texts-in-language.ts';

/** The 78 cards' descriptions and traditional pictures in French, by slug (the library's pages). */
export const fr: Readonly<Record<string, CardPictureTexts>> = {
  'the-fool': {
    desc: 'Une rose blanche s’épanouit sous un soleil levant dont les rayons se déploient en éventail en haut de la carte : la première lumière d’un jour nouveau. Notre Mat est la fleur avant qu’elle ne sache ce qu’elle deviendra : pur potentiel, confiance dans le chemin, et la légèreté qu’il faut pour faire un premier pas.',
    scene:
      'Un jeune voyageur vêtu d’une tunique fleurie aux couleurs vives s’avance vers le bord d’une falaise sous un ciel jaune, une rose blanche dans une main et, sur l’épaule, un petit baluchon au bout d’un bâton, tandis qu’un petit chien blanc bondit sur ses talons. Son regard est tourné vers le ciel plutôt que vers le vide : un premier pas accompli en toute confiance.',
  },
  'the-magician': {
    desc: 'La boucle de l’infini flotte au-dessus d’une fine baguette de lumière ; une étoile à quatre branches brûle à leur point de rencontre, et quatre petits points d’or les entourent, un pour chacune des quatre séries. La carte est la volonté rendue visible : tous les outils à portée de main, et un esprit concentré pour s’en servir.',
    scene:
      'Un jeune homme en robe rouge se tient devant une table où sont posés un bâton, une coupe, une épée et un denier ; d’une main il lève une baguette vers le ciel, de l’autre il désigne le sol, et le signe de l’infini flotte au-dessus de sa tête parmi les roses et les lys. Tout ce dont il a besoin est déjà sur la table, et il est le canal qui transforme une idée en réalité.',
  },
  'the-high-priestess': {
    desc: 'Un pâle croissant de lune repose entre deux piliers, l’un sombre comme l’encre, l’autre clair comme le parchemin, au-dessus d’une unique ligne d’or. La Grande Prêtresse garde l’espace entre les contraires, là où l’intuition entend ce que la raison ne sait pas encore mettre en mots.',
    scene:
      'Une femme vêtue de bleu est assise entre un pilier noir marqué d’un B et un pilier blanc marqué d’un J, un croissant de lune à ses pieds, un rouleau à demi caché sur ses genoux et, derrière elle, un voile orné de grenades. Elle garde ce qui se trouve derrière ce voile : un savoir que l’on ressent bien avant de pouvoir le dire.',
  },
  'the-empress': {
    desc: 'Le signe de Vénus, un cercle au-dessus d’une croix, se dresse sous un arc de six étoiles dorées. Rond et enraciné, il parle de fécondité dans tous les sens du terme : les idées, les personnes et les lieux qui s’épanouissent lorsqu’on leur donne chaleur, patience et soin.',
    scene:
      'Une femme couronnée de douze étoiles se repose sur d’épais coussins au milieu d’un champ de blé qui mûrit, un bouclier en forme de cœur frappé du signe de Vénus à ses côtés, tandis qu’une cascade jaillit de la forêt derrière elle. Tout pousse autour d’elle : l’abondance sereine, le jardin qui nourrit quiconque vient à lui.',
  },
  'the-emperor': {
    desc: 'Une couronne d’or repose sur une pierre angulaire faite de blocs ajustés, chaque assise posée à cheval sur les joints de celle du dessous. Ici, l’autorité se bâtit, elle ne s’arrache pas : l’ordre, la protection et des règles stables qui permettent à tout le reste de reposer sur un sol ferme.',
    scene:
      'Un souverain barbu, portant une armure sous une robe rouge, siège sur un trône de pierre carré sculpté de têtes de bélier, un sceptre surmonté d’une croix ansée dans une main et un globe dans l’autre, tandis que des montagnes orange et dénudées s’élèvent derrière lui. Il est l’ordre bâti pour durer : la main ferme qui maintient les murs debout et les règles claires.',
  },
  'the-hierophant': {
    desc: 'Deux clés se croisent au centre de la carte, réunies par un unique point d’or. L’une ouvre ce qui a été transmis, l’autre ce que vous découvrez par vous-même ; ensemble, elles parlent d’enseignement, de rituel et du sentiment d’appartenance qu’offre une tradition partagée.',
    scene:
      'Un personnage en robe, coiffé d’une triple couronne, siège entre deux piliers gris, une main levée pour bénir, deux clés croisées à ses pieds et deux disciples tonsurés agenouillés devant lui. C’est le savoir transmis de maître à élève : la tradition, la cérémonie, et le réconfort d’appartenir à quelque chose de plus ancien que vous.',
  },
  'the-lovers': {
    desc: 'Deux cercles se chevauchent et, là où ils se rejoignent, abritent un cœur, tandis que des rayons de lumière s’élèvent au-dessus d’eux. Aucun des deux cercles ne renonce à sa forme pour rejoindre l’autre : c’est une union choisie, entre deux êtres entiers dont les valeurs s’accordent.',
    scene:
      'Un homme et une femme se tiennent nus dans un jardin, tandis qu’un grand ange ailé étend les bras au-dessus d’eux depuis un soleil flamboyant ; derrière elle pousse un arbre autour duquel s’enroule un serpent, derrière lui un arbre dont les feuilles sont des flammes. La scène montre une union bénie d’en haut, et un choix fait de tout cœur.',
  },
  'the-chariot': {
    desc: 'Un disque solaire ailé déploie ses plumes au-dessus d’un essieu et de deux roues à rayons, sous un dais de cinq étoiles. Les ailes et les roues tirent chacune dans leur élément, et pourtant elles avancent d’un seul mouvement : la carte parle d’une volonté qui rassemble des forces opposées et les mène de l’avant.',
    scene:
      'Un guerrier couronné, en armure, se tient debout dans un char de pierre sous un dais étoilé, une ville fortifiée derrière lui, tandis que deux sphinx, l’un noir et l’autre blanc, sont couchés devant le char sans rênes pour les diriger. Il maintient ensemble des forces opposées par sa seule volonté : la victoire remportée grâce à la concentration et à la maîtrise de soi.',
  },
  strength: {
    desc: 'Une crinière de flammes dorées entoure un centre violet paisible, et au-dessus flotte une petite boucle d’infini. L’énergie sauvage est encerclée, non enchaînée : la Force est ce pouvoir patient et doux qui peut contenir des sentiments ardents sans se laisser gouverner par eux.',
    scene:
      'Une femme vêtue de blanc, des fleurs tressées dans les cheveux et le signe de l’infini au-dessus de la tête, referme calmement de ses mains nues la gueule d’un lion, et le grand fauve s’incline sous sa caresse. Ni arme ni lutte : le courage, ici, est patience, et une tendresse qui apprivoise ce qui est sauvage.',
  },
  'the-hermit': {
    desc: 'Une lanterne abrite une étoile à six branches dont la lumière se répand en fins rayons à travers l’obscurité. L’Ermite porte sa propre lumière au lieu d’en attendre une ; la carte parle d’une solitude choisie pour y voir clair, et d’une sagesse trouvée en regardant en soi.',
    scene:
      'Un vieil homme barbu, drapé dans une cape grise à capuche, se tient seul sur un sommet enneigé, appuyé sur un long bâton et levant une lanterne où brille une étoile à six branches. Il s’est éloigné de la foule pour trouver sa propre lumière, et il la brandit bien haut pour quiconque gravit la pente après lui.',
  },
  'wheel-of-fortune': {
    desc: 'Une grande roue à huit rayons tourne dans une jante lumineuse, cloutée d’or à ses quatre quartiers autour d’un moyeu doré. Ce qui s’élève avec elle retombera, puis s’élèvera de nouveau : la carte parle de cycles, du moment opportun et de la chance qui change au gré de la rotation.',
    scene:
      'Une grande roue orange, gravée de lettres et de signes alchimiques, tourne parmi les nuages ; un sphinx armé d’une épée trône à son sommet, un serpent glisse le long d’un côté et une figure à tête de chacal remonte de l’autre, tandis que quatre créatures ailées lisent leurs livres dans les coins. Ce qui tombe se relèvera : l’image des cycles, des saisons et de la chance qui tourne.',
  },
  justice: {
    desc: 'Une balance parfaitement à l’équilibre pend à un fléau bien droit, une petite étoile à quatre branches brillant à son sommet. La Justice pèse sans favoritisme : la carte appelle à un bilan honnête, à des décisions équitables et au courage d’accepter ce que vos propres actes ont mis en mouvement.',
    scene:
      'Un personnage couronné, en robe rouge, siège entre deux piliers gris, une épée à double tranchant dressée dans une main et une balance à l’équilibre dans l’autre, une chaussure blanche dépassant sous l’ourlet. C’est la clairvoyance et la pesée honnête, et le rappel que chaque acte porte sa conséquence.',
  },
  'the-hanged-man': {
    desc: 'Une croix vivante en forme de T, dont les bras se couvrent de jeunes feuilles, se dresse au-dessus d’un petit soleil rayonnant. Suspendue mais toujours en croissance, elle fait de cette carte celle de la pause qui change le point de vue : l’abandon, la patience et la compréhension que l’attente peut apporter.',
    scene:
      'Un homme est pendu la tête en bas par un pied à un arbre vivant en forme de T, l’autre jambe repliée derrière le genou, les mains dans le dos, et une auréole brille autour de son visage serein. Il ne souffre pas, il s’abandonne : une pause qui permet de voir le monde sous un angle entièrement différent.',
  },
  death: {
    desc: 'Un papillon déploie quatre larges ailes violettes et dorées autour d’un fin corps doré. La chenille n’est plus, et quelque chose de nouveau a pris son envol : notre arcane de la Mort parle de transformation, de fins qui font de la place, jamais de perte au sens littéral.',
    scene:
      'Un squelette en armure noire chevauche un cheval blanc sous une bannière noire ornée d’une rose blanche ; un roi gît à terre devant lui, un évêque l’implore les mains jointes et un enfant lève les yeux sans crainte, tandis que le soleil se lève entre deux tours à l’horizon. C’est une fin avec laquelle personne ne peut marchander, et le jour nouveau qui se lève déjà derrière elle.',
  },
  temperance: {
    desc: 'L’eau s’écoule en un filet régulier d’une coupe inclinée vers une autre, tandis qu’une étoile à huit branches brille au-dessus. Rien ne déborde : la Tempérance est l’art de mêler les contraires dans la juste mesure, avec patience, modération et un rythme paisible et réparateur.',
    scene:
      'Un ange ailé vêtu de blanc se tient un pied sur la rive et l’autre dans un bassin, versant l’eau d’une coupe dans l’autre, des iris en fleur à ses côtés et un chemin qui serpente au loin jusqu’à une couronne de lumière entre des montagnes lointaines. C’est la patience et le juste mélange : l’équilibre trouvé par un dosage lent et attentif.',
  },
  'the-devil': {
    desc: 'Une paire de cornes s’élève au-dessus d’un lourd piédestal, d’où pendent des chaînes dont le dernier maillon s’est déjà rompu, une petite étoile brillant à côté. La carte nomme ce qui vous lie, et montre que la chaîne est plus lâche qu’il n’y paraît.',
    scene:
      'Une créature cornue aux ailes de chauve-souris est accroupie sur un bloc noir, un pentagramme inversé sur le front et une torche pointée vers le sol, tandis qu’en contrebas un homme et une femme nus, dotés de petites cornes et de queues, sont enchaînés au bloc. Leurs colliers sont assez lâches pour être ôtés : une servitude dont ils pourraient sortir d’un simple pas.',
  },
  'the-tower': {
    desc: 'Une haute tour se fend sous un coup de foudre, sa couronne projetée dans les airs, ses fenêtres éclairées de l’intérieur. Ce qui a été bâti sur de fausses fondations ne peut tenir : la carte parle de bouleversement soudain, et de la vérité et de la liberté qui se révèlent lorsque tout s’effondre.',
    scene:
      'La foudre frappe une haute tour grise sur un pic rocheux et en fait tomber la couronne d’or ; des flammes jaillissent des fenêtres et deux personnes chutent la tête la première dans l’obscurité, parmi des gouttes de feu. C’est l’effondrement soudain de ce qui reposait sur un sol trompeur, et la dure clarté qui vient ensuite.',
  },
  'the-star': {
    desc: 'Une grande étoile à huit branches flamboie au centre, une étoile plus petite rayonnant en son cœur, et sept minuscules étoiles sont éparpillées autour. Après la tempête vient un ciel dégagé : la carte parle d’espoir, de guérison et d’une foi tranquille en l’avenir.',
    scene:
      'Une femme nue s’agenouille au bord d’un bassin sous une grande étoile à huit branches et sept plus petites ; d’une cruche elle verse de l’eau dans le bassin, d’une autre sur la terre, tandis qu’un oiseau chante dans un arbre derrière elle. Après la tempête vient un renouveau paisible : l’espoir versé sans compter et rendu à la terre.',
  },
  'the-moon': {
    desc: 'Un croissant de lune est suspendu dans un halo pâle et laisse tomber trois gouttes de rosée vers le sol. Au clair de lune, les formes changent et les ombres grandissent : la carte parle de rêves, d’intuition et d’incertitude, et d’avancer à tâtons jusqu’à ce que le chemin redevienne clair.',
    scene:
      'Une lune au visage endormi est suspendue au-dessus d’un chemin qui serpente depuis un bassin, entre deux tours, jusqu’aux collines lointaines ; un chien et un loup hurlent vers elle, et une écrevisse sort de l’eau pour ramper sur la berge. La nuit, rien n’est tout à fait ce qu’il paraît : rêves, peurs et intuition sur une route incertaine.',
  },
  'the-sun': {
    desc: 'Un soleil d’or flamboie de seize rayons pointus, un fin anneau de lumière violette à l’intérieur de son disque. Rien ne se cache sur cette carte : elle parle de joie, de vitalité, de réussite et de la clarté toute simple de vous montrer au grand jour en étant pleinement vous-même.',
    scene:
      'Un enfant nu et rieur chevauche à cru un cheval blanc, les bras grands ouverts et une bannière rouge flottant au vent, sous un immense soleil éclatant, tandis que de hauts tournesols se penchent par-dessus le mur d’un jardin derrière lui. C’est la joie pure et sans détour : la vie vécue à ciel ouvert, chaleureuse et aux yeux de tous.',
  },
  judgement: {
    desc: 'Un œil s’ouvre grand au milieu de rayons de lumière, et trois traits courts s’élèvent sous lui comme des voix qui répondent à un appel. Le Jugement est un éveil : le moment où vous voyez clairement votre vie, pardonnez ce qui doit être pardonné et vous levez pour répondre à une vocation que vous ne pouvez plus ignorer.',
    scene:
      'Du haut des nuages, un ange sonne d’une trompette à laquelle pend une bannière frappée d’une croix rouge ; en dessous, des hommes, des femmes et des enfants au teint pâle se lèvent de cercueils ouverts qui flottent sur l’eau, les bras tendus vers l’appel. C’est un éveil : entendre ce qui vous appelle et y répondre de tout votre être.',
  },
  'the-world': {
    desc: 'Une couronne de laurier encercle une étoile brillante à quatre branches, nouée de rubans croisés en haut et en bas. Le cercle est complet : la carte parle d’accomplissement, de plénitude et d’un voyage mené à bien, avec la liberté d’entreprendre le suivant.',
    scene:
      'Une danseuse enveloppée d’une écharpe violette flotte au centre d’une grande couronne ovale de laurier nouée de rubans rouges, une baguette dans chaque main, tandis qu’un homme, un aigle, un lion et un taureau l’observent depuis les nuages aux quatre coins. Un cercle se referme : la plénitude, l’arrivée, et chaque chose enfin à sa place.',
  },
  'ace-of-wands': {
    desc: 'Un bâton bourgeonnant se dresse seul au centre, entouré de rayons couleur de braise ; de jeunes feuilles jaillissent de ses flancs et un bourgeon d’or couronne son extrémité. C’est la première étincelle du feu : l’inspiration brute, et l’envie de commencer quelque chose qui vous enthousiasme.',
    scene:
      'Une main sort d’un nuage, serrant un bâton de bois vivant d’où poussent des feuilles fraîches, dont quelques-unes tombent en voletant sur des collines verdoyantes, une rivière et un château perché sur une hauteur. C’est une étincelle offerte de nulle part : l’inspiration brute, vivante dans votre main et prête à grandir.',
  },
  'two-of-wands': {
    desc: 'Deux bâtons bourgeonnants sont placés bout à bout de part et d’autre d’une petite étoile centrale, l’un pointant vers le haut, l’autre vers le bas, comme une ligne tracée d’ici jusqu’à l’horizon. La carte parle de projets et de vision : le moment où vous pesez quel chemin prendre.',
    scene:
      'Un homme coiffé d’un bonnet rouge se tient sur les remparts d’un château, un petit globe dans une main et un bâton dans l’autre, un second bâton fixé au mur à côté de lui, et contemple la terre et la mer. Il tient le monde dans sa paume et se demande où aller ensuite : le temps des projets, avant le premier pas audacieux.',
  },
  'three-of-wands': {
    desc: 'Trois bâtons bourgeonnants partent d’une petite étoile comme les rayons d’une roue, chacun tendu dans sa propre direction. Ils représentent l’expansion et la prévoyance : des efforts qui commencent à porter leurs fruits, et des horizons qui s’ouvrent plus largement que vous ne l’imaginiez.',
    scene:
      'Vu de dos, un homme vêtu d’une cape rouge et verte se tient sur une haute crête parmi trois bâtons plantés, dont l’un dans sa main, et regarde des navires traverser une baie dorée loin en contrebas. Ses projets sont déjà en marche, et il guette ce que ses entreprises lui rapporteront.',
  },
  'four-of-wands': {
    desc: 'Quatre bâtons bourgeonnants pointent vers les quatre points cardinaux autour d’une petite étoile centrale, un carré de feu dans un anneau de lumière couleur de braise. C’est une carte de fête et de retour au foyer : des fondations stables, et une joie qui mérite d’être partagée avec ceux qui vous entourent.',
    scene:
      'Quatre bâtons ornés d’une guirlande de fleurs et de fruits forment un portail éclatant devant un château, où deux femmes brandissent des bouquets en signe de bienvenue tandis qu’une petite foule se rassemble derrière elles. C’est un retour au foyer et une fête : un moment joyeux et apaisé qui mérite d’être célébré ensemble.',
  },
  'five-of-wands': {
    desc: 'Cinq bâtons bourgeonnants s’écartent selon des angles irréguliers autour d’une petite étoile, sans que deux d’entre eux pointent dans la même direction. Son thème est la compétition et la friction : de nombreuses voix et énergies qui se heurtent, et la croissance que peut apporter une saine rivalité.',
    scene:
      'Cinq jeunes hommes, chacun vêtu différemment, brandissent de longs bâtons les uns contre les autres dans un enchevêtrement de bois croisés ; aucun coup ne porte et personne ne l’emporte nettement. C’est une échauffourée de rivalités et d’idées qui s’entrechoquent, plus de bruit et de jeu que de mal véritable.',
  },
  'six-of-wands': {
    desc: 'Six bâtons bourgeonnants forment un anneau régulier autour d’une petite étoile, comme une foule qui lève les mains d’un même geste. La carte parle de reconnaissance et de succès : une victoire remportée aux yeux de tous, et l’assurance que l’on gagne à être vu en pleine réussite.',
    scene:
      'Un cavalier couronné de laurier se tient bien droit sur un cheval blanc, à la main un bâton orné d’une couronne de vainqueur, tandis que des gens à pied marchent à ses côtés, leurs propres bâtons levés. C’est un succès que tout le monde peut voir : le retour triomphal, et les louanges qui l’accueillent.',
  },
  'seven-of-wands': {
    desc: 'Sept bâtons bourgeonnants se déploient en éventail autour d’une petite étoile, un de plus que l’anneau ne peut en contenir à l’aise. La carte parle de tenir bon : persévérer sous la pression, et avoir la conviction de défendre ce qui compte pour vous.',
    scene:
      'Sur une hauteur, un jeune homme s’arc-boute, un bâton en main, face à six autres dressés vers lui depuis le bas ; il porte deux chaussures dépareillées, comme s’il s’était habillé à la hâte. Il tient sa position contre vents et marées, car elle vaut la peine d’être défendue.',
  },
  'eight-of-wands': {
    desc: 'Huit bâtons bourgeonnants rayonnent à partir d’une petite étoile comme une gerbe d’étincelles, chacun filant vers l’extérieur à toute vitesse. La carte représente un mouvement rapide : des nouvelles qui arrivent, des projets qui s’accélèrent et des événements qui s’enchaînent plus vite que vous ne pouvez les ralentir.',
    scene:
      'Huit bâtons parallèles fendent un ciel clair, obliquant vers la terre au-dessus d’une rivière et d’une colline verte, sans personne en vue qui aurait pu les lancer. C’est le mouvement rapide : des nouvelles en chemin, et bien des choses qui arrivent toutes à la fois.',
  },
  'nine-of-wands': {
    desc: 'Neuf bâtons bourgeonnants referment l’anneau autour d’une petite étoile, ne laissant que peu d’espace entre eux, telle une palissade de feu. C’est une carte de résilience : la fatigue sans la défaite, et des limites que vous tenez jusque dans la dernière ligne droite.',
    scene:
      'Un homme las, la tête bandée, s’appuie sur son bâton et jette un regard méfiant de côté, tandis que huit autres bâtons se dressent derrière lui comme une palissade. Blessé mais toujours debout, il incarne la résilience, et une dernière veille avant la fin du combat.',
  },
  'ten-of-wands': {
    desc: 'Dix bâtons bourgeonnants se pressent dans l’anneau autour d’une petite étoile, leurs feuilles se touchant presque. Son thème est la lourde responsabilité : se charger de plus qu’une seule paire de mains ne peut porter, et le soulagement d’en déposer une partie ou de la partager.',
    scene:
      'Un homme avance péniblement, plié en deux, vers une maison lointaine, les bras serrés autour d’une brassée de dix lourds bâtons qui lui cachent le visage. Il arrivera à destination, mais il s’est chargé de bien plus qu’une seule personne ne devrait porter.',
  },
  'page-of-wands': {
    desc: 'Une plume flotte au-dessus d’un bâton bourgeonnant, une petite étoile d’or près de son extrémité. Le Valet du feu est un messager d’idées : curiosité, enthousiasme, et cet esprit libre et avide qui veut tout explorer à la fois.',
    scene:
      'Un jeune homme vêtu d’une tunique ornée de salamandres se tient dans un désert, des pyramides au loin derrière lui, les deux mains posées sur un haut bâton bourgeonnant qu’il contemple avec émerveillement. C’est un messager curieux : un nouvel enthousiasme découvert, que l’on tourne et retourne entre ses mains.',
  },
  'knight-of-wands': {
    desc: 'Un heaume à plumet, orange comme la braise, surmonte un bâton bourgeonnant, son cimier rejeté en arrière comme par le vent. Le Cavalier du feu s’élance vers l’aventure : passion, audace et action rapide, au risque d’agir avant de réfléchir.',
    scene:
      'Un cavalier vêtu d’une tunique couverte de salamandres traverse le désert sur un cheval cabré, son bâton brandi bien haut et le plumet de son casque flottant comme une flamme. C’est une énergie audacieuse et impatiente : l’aventure poursuivie au grand galop, quoi qu’il en coûte.',
  },
  'queen-of-wands': {
    desc: 'Une couronne perlée luit au-dessus d’un bâton bourgeonnant, dans de chaudes teintes de braise. La Reine du feu est assurée et magnétique : elle réchauffe l’atmosphère d’une pièce, connaît sa valeur et poursuit ce qu’elle désire avec détermination et un cœur généreux.',
    scene:
      'Une reine siège sur un trône sculpté de lions, un bâton dans la main droite et un tournesol dans la gauche, un chat noir assis à ses pieds, aux aguets. Elle est chaleureuse, assurée et magnétique : une confiance en soi qui attire les autres.',
  },
  'king-of-wands': {
    desc: 'Une couronne sertie de joyaux surmonte un bâton bourgeonnant, ses pointes rehaussées d’or sur une lueur de braise. Le Roi du feu guide par sa vision : audacieux, résolu et inspirant, il transforme une idée en un mouvement que d’autres ont envie de rejoindre.',
    scene:
      'Un roi vêtu d’une robe ornée de salamandres siège sur un trône décoré de lions, penché en avant, un bâton fleuri à la main, une petite salamandre au sol à ses côtés. Sa vision ouvre la voie : il voit le but et entraîne les autres avec lui.',
  },
  'ace-of-cups': {
    desc: 'Une coupe unique, bleu de mer et bleu canard, occupe le centre, un joyau d’or serti dans son pied et des rayons de douce lumière tout autour. C’est le cœur qui s’ouvre : un amour nouveau, la compassion, et un sentiment qui déborde et demande à être partagé.',
    scene:
      'Une main s’élève d’un nuage, tenant une coupe d’or qui déborde en cinq filets d’eau dans un étang couvert de nénuphars, tandis qu’une colombe descend vers elle, une hostie dans le bec. C’est l’amour offert librement : plus qu’assez, au point de déborder pour être partagé.',
  },
  'two-of-cups': {
    desc: 'Deux coupes se tiennent l’une au-dessus de l’autre, de part et d’autre d’une petite étoile centrale, comme un toast porté entre deux personnes. La carte parle de partenariat et d’attirance : un lien fait de respect mutuel et d’un échange équitable d’attentions.',
    scene:
      'Un jeune homme et une jeune femme, chacun une coupe à la main, se font face et échangent une promesse, tandis qu’au-dessus d’eux flotte un bâton entrelacé de deux serpents et surmonté d’une tête de lion ailée. La scène montre une union entre égaux : l’attirance, le respect et un serment prononcé les yeux dans les yeux.',
  },
  'three-of-cups': {
    desc: 'Trois coupes forment un cercle autour d’une petite étoile, comme si des amis trinquaient ensemble. La carte parle d’amitié et de fête : la communauté, la joie partagée, et le réconfort d’être entouré de personnes qui vous connaissent.',
    scene:
      'Dans un jardin, trois jeunes femmes lèvent haut leurs coupes ensemble en dansant, des citrouilles, du raisin et d’autres fruits amoncelés à leurs pieds. C’est l’amitié et la fête : une récolte partagée avec celles et ceux qui ont aidé à la rentrer.',
  },
  'four-of-cups': {
    desc: 'Quatre coupes se dressent aux quatre points cardinaux autour d’une petite étoile, pleines mais intactes. La carte représente la contemplation et l’agitation intérieure : une pause pour regarder en soi, et le risque de passer à côté d’une nouvelle offre pendant que vous contemplez ce que vous avez déjà.',
    scene:
      'Un jeune homme est assis sous un arbre, bras et jambes croisés, les yeux fixés sur trois coupes posées dans l’herbe, tandis qu’une main sortant d’un nuage lui tend une quatrième qu’il ne remarque même pas. Il est si absorbé par ce qui lui manque qu’un nouveau cadeau passe inaperçu.',
  },
  'five-of-cups': {
    desc: 'Cinq coupes entourent une petite étoile, mais le regard se pose d’abord sur les vides entre elles. C’est une carte de perte et de regret : un chagrin qui mérite qu’on lui laisse du temps, et les coupes encore debout, qui restent à vous lorsque le moment sera venu de vous retourner.',
    scene:
      'Une silhouette drapée dans une longue cape noire se penche sur trois coupes renversées, sans voir les deux coupes pleines encore debout derrière elle, tandis qu’un pont sur la rivière mène à une maison plus loin. C’est le deuil de ce qui est perdu, et ce qui demeure attend qu’on se tourne vers lui.',
  },
  'six-of-cups': {
    desc: 'Six coupes forment un doux anneau autour d’une petite étoile, régulièrement espacées comme dans un jeu d’enfants. Son thème est la nostalgie et la mémoire : l’innocence, la gentillesse toute simple et la douceur du passé, tant que vous ne cherchez pas à y vivre.',
    scene:
      'Dans la cour d’un vieux village, un garçon offre à une petite fille une coupe remplie de fleurs blanches, tandis que d’autres coupes fleuries les entourent au soleil. La scène évoque l’enfance, l’innocence et un cadeau offert avec une gentillesse toute simple.',
  },
  'seven-of-cups': {
    desc: 'Sept coupes entourent une petite étoile, chacune un vœu différent aux mêmes couleurs éclatantes. La carte parle de choix et de rêveries : de nombreuses possibilités à la fois, et la nécessité de distinguer le réel de ce qui ne relève que du vœu pieux.',
    scene:
      'Une silhouette sombre se tient devant sept coupes flottant dans les nuages, chacune renfermant une vision : une tête, une figure voilée et lumineuse, un serpent, un château, un amas de joyaux, une couronne de laurier et un dragon. Ce sont des rêveries et des tentations : de nombreux choix, qui ne sont pas tous réels.',
  },
  'eight-of-cups': {
    desc: 'Huit coupes forment un large anneau autour d’une petite étoile ; l’ensemble est complet, et pourtant quelque chose dans la carte est prêt à passer à autre chose. Elle parle de s’en aller : quitter ce qui ne vous comble plus pour chercher un sens plus profond.',
    scene:
      'Une silhouette drapée dans une cape, un bâton de marche à la main, tourne le dos à huit coupes empilées, de nuit, sous une lune à la fois pleine et décroissante, et s’en va vers des montagnes arides. C’est laisser derrière soi ce qui ne comble plus, pour chercher quelque chose de plus profond.',
  },
  'nine-of-cups': {
    desc: 'Neuf coupes remplissent l’anneau autour d’une petite étoile, toutes droites et pleines. C’est la carte des vœux : contentement, satisfaction et gratitude pour ce que vous avez, avec le plaisir tranquille d’un espoir devenu réalité.',
    scene:
      'Un homme repu et content est assis sur un banc de bois, les bras croisés et un sourire satisfait aux lèvres, neuf coupes alignées derrière lui sur une table drapée en arc de cercle. C’est le vœu exaucé : le plaisir et le contentement d’avoir obtenu ce que l’on désirait.',
  },
  'ten-of-cups': {
    desc: 'Dix coupes complètent le cercle autour d’une petite étoile, un anneau de lumière bleu de mer sans la moindre brèche. La carte représente un bonheur durable : l’harmonie au foyer, la famille dans tous les sens du terme, et un épanouissement affectif partagé.',
    scene:
      'Un couple se tient enlacé, levant le bras resté libre vers un arc-en-ciel de dix coupes qui se courbe dans le ciel, tandis que deux enfants dansent main dans la main à côté d’eux et qu’une chaumière se dresse au bord d’un ruisseau. C’est la demeure du cœur : le bonheur familial et un épanouissement affectif durable.',
  },
  'page-of-cups': {
    desc: 'Une plume flotte au-dessus d’une coupe, une petite étoile d’or à ses côtés, comme un vœu sur le point d’être écrit. Le Valet de l’eau apporte de tendres messages : ouverture créative, curiosité émotionnelle et courage de ressentir quelque chose de nouveau.',
    scene:
      'Un jeune homme vêtu d’une tunique ornée de fleurs de lotus se tient au bord de la mer, levant une coupe d’où un petit poisson pointe la tête vers lui. Il apporte l’imagination et la douce surprise : un message du cœur, reçu avec le sourire.',
  },
  'knight-of-cups': {
    desc: 'Un heaume à plumet bleu canard surmonte une coupe, porté doucement vers l’avant plutôt qu’à la charge. Le Cavalier de l’eau suit son cœur : romantisme, charme et idéalisme, et une invitation offerte avec grâce.',
    scene:
      'Un cavalier coiffé d’un casque ailé mène au pas tranquille un cheval blanc vers une rivière, tenant une coupe devant lui comme une offrande. C’est le romantique : celui qui suit son cœur et arrive porteur d’une invitation.',
  },
  'queen-of-cups': {
    desc: 'Une couronne perlée repose au-dessus d’une coupe baignée de lumière bleu de mer. La Reine de l’eau accueille les sentiments sans s’y noyer : compassion, profondeur émotionnelle, intuition, et cette forme de bienveillance qui permet aux autres de se sentir en sécurité.',
    scene:
      'Une reine siège sur un trône au bord de l’eau, le regard plongé dans une coupe ouvragée et fermée dont les anses sont des anges, tandis que de petites vagues viennent lécher les galets à ses pieds. Elle est compassion et intuition : un sentiment profond, contenu avec soin et gardé en sûreté.',
  },
  'king-of-cups': {
    desc: 'Une couronne sertie de joyaux surmonte une coupe, calme et immobile comme une eau profonde. Le Roi de l’eau maîtrise ses sentiments sans les nier : équilibre émotionnel, diplomatie et sagesse généreuse et constante.',
    scene:
      'Un roi siège sur un trône de pierre qui flotte sur une mer agitée, une coupe dans une main et un sceptre dans l’autre, une amulette en forme de poisson au cou, tandis qu’un navire vogue d’un côté et qu’un poisson bondit de l’autre. Il est l’équilibre émotionnel : le calme au milieu des eaux tumultueuses.',
  },
  'ace-of-swords': {
    desc: 'Une lame droite et unique pointe vers le haut, argentée au sein d’un anneau de lumière pâle, sa garde et son pommeau dorés captant la lueur. C’est la première pensée claire : la vérité qui tranche dans la confusion, une percée, et une idée assez acérée pour passer à l’action.',
    scene:
      'Une main sortant d’un nuage empoigne une épée dressée dont la pointe traverse une couronne d’or où pendent un rameau d’olivier et une palme, bien au-dessus de montagnes arides. C’est un moment de clarté : une pensée décisive qui tranche net dans la confusion.',
  },
  'two-of-swords': {
    desc: 'Deux lames se rejoignent pointe contre pointe à travers une petite étoile centrale, l’une montante, l’autre descendante, sans qu’aucune ne cède. C’est une carte d’impasse : un choix difficile, évité pour l’instant, qui exigera un regard honnête avant de pouvoir être fait.',
    scene:
      'Une femme vêtue de blanc, les yeux bandés, est assise sur un banc de pierre au bord de la mer, les bras croisés sur la poitrine, tenant en équilibre deux longues épées, avec des rochers dans l’eau et un mince croissant de lune derrière elle. C’est une impasse : un choix repoussé parce qu’on refuse de le regarder en face.',
  },
  'three-of-swords': {
    desc: 'Trois lames partent d’une petite étoile, largement écartées comme une blessure qui s’est ouverte. Son thème est le cœur brisé et le chagrin : une vérité douloureuse, et la délivrance qui commence dès que l’on s’autorise à ressentir la douleur.',
    scene:
      'Un cœur rouge est suspendu dans un ciel gris, transpercé par trois épées, tandis que la pluie tombe de lourds nuages derrière lui. La scène montre sans détour le chagrin d’amour : une peine qui déchire, et les larmes qui doivent couler avant toute guérison.',
  },
  'four-of-swords': {
    desc: 'Quatre lames reposent aux quatre points cardinaux autour d’une petite étoile, immobiles et régulièrement espacées. La carte parle de repos et de convalescence : une pause nécessaire, un esprit apaisé, et la force qui revient lorsque vous cessez de lutter pour un temps.',
    scene:
      'Un chevalier sculpté dans la pierre est étendu sur un tombeau dans une église paisible, les mains jointes en prière, trois épées suspendues au mur au-dessus de lui et une quatrième couchée le long de son flanc, sous un vitrail. C’est le repos après la bataille : une pause nécessaire pour récupérer avant de se relever.',
  },
  'five-of-swords': {
    desc: 'Cinq lames s’écartent irrégulièrement autour d’une petite étoile, un nombre malcommode pour un cercle. La carte parle de conflit et de victoire creuse : ce que coûte la volonté de gagner à tout prix, et la question de savoir si le combat en valait la peine.',
    scene:
      'Un jeune homme au sourire narquois ramasse trois épées tandis que deux silhouettes vaincues s’éloignent péniblement vers le rivage, abandonnant leurs épées au sol, sous un ciel déchiré de nuages effilochés. C’est une victoire creuse : gagner aux dépens de tous les autres.',
  },
  'six-of-swords': {
    desc: 'Six lames forment un anneau régulier autour d’une petite étoile, comme des rames qui font avancer une barque dans une même direction. La carte représente la transition : laisser derrière soi les eaux troubles, tourner la page et se diriger vers des terres plus calmes.',
    scene:
      'Un passeur fait avancer à la perche une petite barque vers une rive lointaine et paisible ; il transporte une femme recroquevillée dans une cape et un enfant, et six épées se dressent dans la barque avec eux. C’est s’éloigner des tourments vers des eaux plus calmes, en emportant ce qui fait encore mal.',
  },
  'seven-of-swords': {
    desc: 'Sept lames se déploient en éventail autour d’une petite étoile, pointant dans toutes les directions à la fois, difficiles à compter. C’est une carte de stratégie et de secret : la ruse, la discrétion, et une conscience qui vous demande si vous jouez franc jeu.',
    scene:
      'Un homme s’éloigne sur la pointe des pieds d’un campement de tentes, cinq épées serrées dans les bras, en jetant un regard amusé par-dessus son épaule, tandis que deux autres épées restent plantées dans le sol derrière lui. C’est la furtivité et la ruse : s’en tirer à bon compte, ou du moins essayer.',
  },
  'eight-of-swords': {
    desc: 'Huit lames enserrent une petite étoile dans un anneau étroit, et pourtant les espaces entre elles sont assez larges pour s’y glisser. La carte parle du sentiment d’enfermement que créent vos propres pensées, et d’une liberté plus proche qu’il n’y paraît.',
    scene:
      'Une femme, ligotée et les yeux bandés, se tient au milieu d’un cercle de huit épées plantées dans un sol boueux, un château sur la falaise loin derrière elle. Elle se sent prisonnière, et pourtant ses liens sont lâches et le chemin pour sortir est ouvert.',
  },
  'nine-of-swords': {
    desc: 'Neuf lames se pressent dans l’anneau autour d’une petite étoile, comme des pensées qui tournent en rond la nuit. La carte parle d’anxiété et d’inquiétude : des peurs qui grandissent dans l’obscurité, et le soulagement qui vient lorsqu’on les exprime à voix haute.',
    scene:
      'Une femme est assise dans son lit, le visage dans les mains, neuf épées alignées en rangées sur le mur sombre au-dessus d’elle et une courtepointe ornée de roses et de signes astrologiques sur les genoux. C’est l’anxiété et la nuit blanche : des peurs qui grandissent dans l’obscurité.',
  },
  'ten-of-swords': {
    desc: 'Dix lames remplissent l’anneau autour d’une petite étoile, sans rien laisser de non-dit ni d’inachevé. La carte parle d’une fin douloureuse : toucher le fond, lâcher prise, et savoir qu’à partir de là, chaque direction remonte vers l’aube.',
    scene:
      'Un homme gît face contre terre au bord de l’eau, dix épées plantées dans le dos, sous un ciel noir, tandis qu’à l’horizon une aube jaune se lève sur une eau immobile. C’est toucher le fond et une fin douloureuse, avec le jour suivant qui commence déjà derrière.',
  },
  'page-of-swords': {
    desc: 'Une plume flotte au-dessus d’une lame, une petite étoile d’or près de sa pointe. Le Valet de l’air est un élève vigilant : curieux, attentif et avide de vérité, doté d’un esprit vif et d’une langue qui peut l’être plus encore.',
    scene:
      'Un jeune homme se tient sur une colline balayée par le vent, serrant à deux mains une épée levée, tandis que les nuages filent, que les arbres ploient et que les oiseaux tournoient au-dessus de lui. Il est curiosité et vigilance : un esprit neuf et acéré, impatient et aux aguets.',
  },
  'knight-of-swords': {
    desc: 'Un heaume à plumet argenté surmonte une lame, son cimier rabattu en arrière par la vitesse. Le Cavalier de l’air fonce droit vers son but : ambition, élan et franchise sincère, avec le risque de blesser les autres dans sa hâte.',
    scene:
      'Un cavalier charge au grand galop sur un cheval blanc contre un vent violent, l’épée brandie bien haut, les nuages et les arbres déchiquetés derrière lui. C’est la hâte et l’ambition : poursuivre une idée à toute vitesse, peut-être trop vite pour regarder où elle mène.',
  },
  'queen-of-swords': {
    desc: 'Une couronne perlée surmonte une lame dans une froide lumière argentée. La Reine de l’air voit clair et parle franchement : indépendante, perspicace et juste, elle pose des limites honnêtes, façonnées par sa propre expérience.',
    scene:
      'Une reine siège sur un trône sculpté de papillons, le visage de profil, une épée dressée dans une main et l’autre levée comme pour inviter quelqu’un à s’avancer, tandis que des nuages s’amoncellent en contrebas. Elle est jugement lucide et indépendance : une honnêteté façonnée par le chagrin.',
  },
  'king-of-swords': {
    desc: 'Une couronne sertie de joyaux repose au-dessus d’une lame dressée, stable et inébranlable. Le Roi de l’air gouverne par la raison : intelligence, intégrité et jugement équitable, et la responsabilité qui accompagne la connaissance de la vérité.',
    scene:
      'Un roi siège de face sur un trône orné de papillons et de croissants de lune, une grande épée tenue droite à la main, sous un ciel parsemé de nuages, près de quelques arbres élancés. Il incarne l’autorité intellectuelle : la vérité et le jugement équitable, énoncés sans détour.',
  },
  'ace-of-pentacles': {
    desc: 'Un unique denier d’or occupe le centre, une étoile à cinq branches inscrite sur sa face verte, entouré de rayons de lumière. C’est une graine de prospérité : une nouvelle opportunité, des ressources qui arrivent, et un sol ferme sur lequel bâtir quelque chose de durable.',
    scene:
      'Une main sortant d’un nuage tend un denier d’or marqué d’une étoile au-dessus d’un jardin de lys blancs, où une arche dans la haie s’ouvre sur des montagnes lointaines. C’est une nouvelle chance de prospérité : une graine qui dispose d’une vraie terre où pousser.',
  },
  'two-of-pentacles': {
    desc: 'Deux deniers se tiennent l’un au-dessus de l’autre de part et d’autre d’une petite étoile centrale, en équilibre comme si quelqu’un jonglait avec eux. La carte représente l’adaptabilité : maintenir plusieurs priorités en mouvement, et trouver votre rythme à mesure que les exigences augmentent et diminuent.',
    scene:
      'Un jeune homme coiffé d’un haut chapeau danse en jonglant avec deux deniers reliés par une boucle en forme de signe de l’infini, tandis que derrière lui deux navires chevauchent de hautes vagues. C’est l’équilibre et l’adaptabilité : tout garder en mouvement sans rien laisser tomber.',
  },
  'three-of-pentacles': {
    desc: 'Trois deniers forment un triangle autour d’une petite étoile, chacun portant la même marque dorée. C’est une carte de travail d’équipe et de savoir-faire : bâtir ensemble quelque chose de qualité, où chaque compétence compte.',
    scene:
      'Debout sur un banc, un tailleur de pierre sculpte l’arche d’une grande église, tandis qu’en contrebas un moine et une silhouette encapuchonnée tenant les plans discutent de l’ouvrage avec lui. C’est le travail d’équipe et le savoir-faire : un travail habile, vu et apprécié à sa juste valeur.',
  },
  'four-of-pentacles': {
    desc: 'Quatre deniers occupent les quatre points cardinaux autour d’une petite étoile, maintenus en un carré serré. Son thème est la sécurité et l’épargne : garder ce que vous avez, et vous demander si votre prise ne s’est pas resserrée plus que nécessaire.',
    scene:
      'Un homme couronné, assis sur un bloc de pierre, serre un denier contre sa poitrine, un autre en équilibre sur sa couronne et deux autres bloqués sous ses pieds, une ville derrière lui. Il s’accroche de toutes ses forces : une sécurité qui se durcit en peur de lâcher quoi que ce soit.',
  },
  'five-of-pentacles': {
    desc: 'Cinq deniers entourent une petite étoile avec de larges vides entre eux, un cercle mince et froid. La carte parle de difficultés et du sentiment d’exclusion : des soucis d’argent ou de santé, et une aide plus proche qu’il n’y paraît, pour peu que vous la demandiez.',
    scene:
      'Deux mendiants en haillons avancent péniblement sous la neige qui tombe, passant devant le vitrail éclairé d’une église, l’un sur des béquilles, l’autre enveloppé d’un mince châle. C’est la détresse et le sentiment d’exclusion, alors que l’aide est plus proche qu’ils ne le voient.',
  },
  'six-of-pentacles': {
    desc: 'Six deniers forment un anneau régulier autour d’une petite étoile, passant de l’un à l’autre comme des présents. La carte parle de générosité : donner et recevoir dans une juste mesure, et l’équilibre des pouvoirs dans chaque échange.',
    scene:
      'Un marchand vêtu d’une cape rouge tient d’une main une balance à l’équilibre et, de l’autre, laisse tomber des pièces dans les mains tendues de l’un des deux mendiants agenouillés. C’est la générosité et l’échange équitable : donner dans une mesure équilibrée.',
  },
  'seven-of-pentacles': {
    desc: 'Sept deniers entourent une petite étoile comme des fruits qui mûrissent sur une vigne. La carte représente la patience et l’investissement à long terme : une pause pour examiner honnêtement vos progrès avant de décider où porter ensuite vos efforts.',
    scene:
      'Un jeune paysan s’appuie sur sa houe et contemple sept deniers qui poussent comme des fruits sur un buisson vert. C’est la patience et l’évaluation : attendre la récolte, et juger si le travail est payant.',
  },
  'eight-of-pentacles': {
    desc: 'Huit deniers entourent une petite étoile, chacun façonné avec autant de soin que le précédent. C’est une carte d’assiduité et de maîtrise : la pratique, l’attention aux détails, et la fierté tranquille de progresser dans votre métier.',
    scene:
      'Un artisan assis à son établi martèle un denier, six autres déjà achevés exposés sur un poteau à côté de lui et un autre posé au sol, une ville au loin derrière lui. C’est l’assiduité et la maîtrise : un savoir-faire bâti pièce après pièce, avec soin.',
  },
  'nine-of-pentacles': {
    desc: 'Neuf deniers remplissent l’anneau autour d’une petite étoile, en vert et or. Son thème est l’autonomie : un confort gagné par vos propres efforts, le raffinement, et la liberté de profiter de ce que vous avez bâti.',
    scene:
      'Une femme vêtue d’une robe fleurie se tient seule dans une vigne chargée de raisin, un faucon chaperonné sur sa main gantée et neuf deniers parmi les ceps. C’est l’indépendance et un luxe bien mérité : un confort qu’elle s’est construit elle-même.',
  },
  'ten-of-pentacles': {
    desc: 'Dix deniers complètent le cercle autour d’une petite étoile, un anneau d’or sans la moindre brèche. La carte parle d’héritage : la famille, une richesse durable et des traditions qui soutiennent les générations qui vous suivent.',
    scene:
      'Un vieil homme vêtu d’un manteau à motifs est assis avec deux chiens blancs près d’une arcade, à travers laquelle on aperçoit un couple et un enfant, tandis que dix deniers disposés en forme d’Arbre de vie se superposent à la scène. C’est la richesse transmise : la famille, l’héritage et ce qui perdure.',
  },
  'page-of-pentacles': {
    desc: 'Une plume flotte au-dessus d’un denier d’or, une petite étoile à ses côtés, comme pour marquer une première leçon. Le Valet de la terre est un élève du concret : ambitieux, curieux et prêt à apprendre une nouvelle compétence pas à pas.',
    scene:
      'Un jeune homme se tient dans un champ en fleurs, tenant un denier devant ses yeux et l’examinant attentivement, avec derrière lui des terres labourées et un bosquet. Il apporte l’étude et l’ambition : un nouveau projet ancré dans la vie réelle.',
  },
  'knight-of-pentacles': {
    desc: 'Un heaume à plumet vert surmonte un denier d’or, stable plutôt que rapide. Le Cavalier de la terre l’emporte par la régularité : fiable, patient et travailleur, il continue d’avancer bien après que les autres se sont arrêtés.',
    scene:
      'Un cavalier se tient parfaitement immobile sur un lourd cheval noir, un denier dans la paume, le regard tourné vers un champ fraîchement labouré. Il incarne le travail acharné et la fiabilité : lent, régulier et minutieux.',
  },
  'queen-of-pentacles': {
    desc: 'Une couronne perlée repose au-dessus d’un denier d’or, en vert et or. La Reine de la terre est pragmatique et nourricière : elle rend un foyer confortable, prend soin des corps comme des budgets, et partage ce qu’elle a avec chaleur.',
    scene:
      'Une reine siège sur un trône sculpté de chèvres et de fruits, un denier tenu tendrement sur ses genoux, dans un jardin sous une arche de roses, un lapin à ses pieds. Elle est la sollicitude rendue concrète : confort et soin pour le foyer et la famille.',
  },
  'king-of-pentacles': {
    desc: 'Une couronne sertie de joyaux surmonte un denier d’or, vert et or comme une riche moisson. Le Roi de la terre est le gardien de l’abondance : discipliné, solide et généreux, il bâtit une richesse durable et en fait bon usage.',
    scene:
      'Un roi vêtu d’une robe brodée de pampres siège sur un trône sculpté de têtes de taureau, un sceptre dans une main et un denier posé sur son genou, son château s’élevant derrière le mur du jardin. Il est la prospérité bien gardée : l’abondance gérée d’une main ferme et généreuse.',
  },
};

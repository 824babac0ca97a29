import type { CardPictureTexts } from '../card-texts-in-language.ts';

/** The 78 cards' descriptions and traditional pictures in Brazilian Portuguese, by slug (the library's pages). */
export const ptBR: Readonly<Record<string, CardPictureTexts>> = {
  'the-fool': {
    desc: 'Uma rosa branca se abre sob um sol nascente cujos raios se espalham em leque pelo alto da carta, a primeira luz de um novo dia. Nosso Louco é a flor antes de saber o que vai se tornar: puro potencial, confiança no caminho e a leveza para dar o primeiro passo.',
    scene:
      'Um jovem viajante de túnica florida e colorida caminha em direção à beira de um penhasco sob um céu amarelo, com uma rosa branca numa das mãos e uma pequena trouxa presa a um bastão sobre o ombro, enquanto um cachorrinho branco salta junto aos seus calcanhares. Seus olhos estão no céu, e não no precipício: um primeiro passo dado por pura confiança.',
  },
  'the-magician': {
    desc: 'O laço do infinito paira acima de uma fina varinha de luz, com uma estrela de quatro pontas ardendo no ponto em que os dois se encontram e quatro pequenos pontos dourados ao redor, um para cada naipe. A carta é a vontade tornada visível: todas as ferramentas à mão e uma mente concentrada para usá-las.',
    scene:
      'Um jovem de manto vermelho, diante de uma mesa com um bastão, uma taça, uma espada e uma moeda, ergue uma varinha para o céu com uma das mãos e aponta para o chão com a outra, enquanto o símbolo do infinito flutua sobre sua cabeça, entre rosas e lírios. Tudo de que ele precisa já está sobre a mesa, e ele é o canal que transforma uma ideia em algo real.',
  },
  'the-high-priestess': {
    desc: 'Uma pálida lua crescente repousa entre duas colunas, uma escura como tinta e outra clara como pergaminho, com uma única linha dourada embaixo. A Sacerdotisa guarda o espaço entre os opostos, onde a intuição ouve aquilo para o que a razão ainda não encontrou palavras.',
    scene:
      'Uma mulher de azul está sentada entre uma coluna preta marcada com a letra B e uma branca marcada com a letra J, com uma lua crescente aos pés, um pergaminho meio escondido no colo e, atrás dela, um véu decorado com romãs. Ela guarda o que está por trás desse véu: um saber que se sente muito antes de poder ser dito.',
  },
  'the-empress': {
    desc: 'O símbolo de Vênus, um círculo sobre uma cruz, se ergue sob um arco de seis estrelas douradas. Redondo e enraizado, ele fala de fertilidade em todos os sentidos: as ideias, as pessoas e os lugares que crescem quando recebem calor, paciência e cuidado.',
    scene:
      'Uma mulher coroada com doze estrelas descansa sobre almofadas macias num campo de trigo amadurecendo, com um escudo em forma de coração com o símbolo de Vênus ao seu lado e uma cachoeira que desce da floresta atrás dela. Tudo ao seu redor cresce: a abundância serena, o jardim que alimenta quem chega até ele.',
  },
  'the-emperor': {
    desc: 'Uma coroa dourada repousa sobre uma pedra angular de blocos encaixados, cada fiada assentada sobre as juntas da fiada de baixo. Aqui a autoridade é construída, não tomada à força: ordem, proteção e regras estáveis que permitem que todo o resto se apoie em terreno firme.',
    scene:
      'Um soberano barbado, de armadura sob um manto vermelho, está sentado num trono quadrado de pedra esculpido com cabeças de carneiro, com um cetro encimado por um ankh numa das mãos e um orbe na outra, e montanhas alaranjadas e nuas se erguem atrás dele. Ele é a ordem construída para durar: a mão firme que mantém as muralhas de pé e as regras claras.',
  },
  'the-hierophant': {
    desc: 'Duas chaves se cruzam no centro da carta, unidas por um único ponto dourado. Uma abre o que é transmitido, a outra o que você descobre por si; juntas, falam de ensino, de ritual e do pertencimento que uma tradição compartilhada oferece.',
    scene:
      'Uma figura de túnica e coroa tripla está sentada entre duas colunas cinzentas com uma das mãos erguida em bênção, duas chaves cruzadas aos seus pés e dois seguidores tonsurados ajoelhados à sua frente. É o aprendizado transmitido de mestre para aprendiz: tradição, cerimônia e o conforto de pertencer a algo mais antigo do que você.',
  },
  'the-lovers': {
    desc: 'Dois círculos se sobrepõem e, onde se encontram, guardam um coração, com raios de luz subindo acima deles. Nenhum dos círculos abre mão da própria forma para se unir ao outro: esta é uma união por escolha, entre duas pessoas inteiras cujos valores se harmonizam.',
    scene:
      'Um homem e uma mulher estão nus num jardim enquanto um grande anjo alado, saindo de um sol resplandecente, abre os braços sobre eles; atrás dela cresce uma árvore com uma serpente enrolada no tronco, atrás dele uma árvore cujas folhas são chamas. A imagem mostra uma união abençoada do alto e uma escolha feita de todo o coração.',
  },
  'the-chariot': {
    desc: 'Um disco solar alado abre suas penas acima de um eixo e de duas rodas raiadas, sob um dossel de cinco estrelas. Asas e rodas puxam cada qual em seu elemento, mas se movem como uma coisa só: a carta fala da vontade que reúne forças opostas e as conduz adiante.',
    scene:
      'Um guerreiro coroado, de armadura, está de pé num carro de pedra sob um dossel de estrelas, com uma cidade murada atrás de si, enquanto duas esfinges, uma preta e uma branca, repousam à frente, sem rédeas que as guiem. Ele mantém unidas forças opostas apenas pela vontade: a vitória conquistada pelo foco e pelo domínio de si.',
  },
  strength: {
    desc: 'Uma juba de chamas douradas circunda um centro violeta sereno, e acima dela flutua um pequeno laço do infinito. A energia selvagem é envolvida, não acorrentada: a Força é o poder paciente e gentil capaz de conter sentimentos ferozes sem se deixar governar por eles.',
    scene:
      'Uma mulher de branco, com flores entrelaçadas nos cabelos e o símbolo do infinito sobre a cabeça, fecha calmamente com as mãos nuas as mandíbulas de um leão, enquanto a grande fera se curva ao seu toque. Não há arma nem luta: aqui a coragem é paciência, e uma ternura que doma o que é selvagem.',
  },
  'the-hermit': {
    desc: 'Uma lanterna abriga uma estrela de seis pontas cuja luz se espalha em raios finos pela escuridão. O Eremita carrega a própria luz em vez de esperar por uma; a carta fala da solidão escolhida em busca de clareza e da sabedoria encontrada ao olhar para dentro.',
    scene:
      'Um velho barbado, de manto cinza com capuz, está sozinho no alto de um pico nevado, apoiado num longo cajado e erguendo uma lanterna na qual brilha uma estrela de seis pontas. Ele subiu para longe da multidão a fim de encontrar a própria luz, e a ergue bem alto para quem vier subindo depois dele.',
  },
  'wheel-of-fortune': {
    desc: 'Uma grande roda de oito raios gira dentro de um aro luminoso, cravejado de ouro em seus quatro quadrantes, em torno de um cubo dourado. Tudo o que sobe nela vai cair e subir de novo: a carta fala de ciclos, do momento certo e da sorte que muda a cada volta.',
    scene:
      'Uma grande roda alaranjada, inscrita com letras e símbolos alquímicos, gira entre as nuvens, com uma esfinge armada de espada sentada no topo, uma serpente descendo por um lado e uma figura com cabeça de chacal subindo pelo outro, enquanto quatro criaturas aladas leem seus livros nos cantos. O que cai voltará a subir: a imagem dos ciclos, das estações e da sorte que gira.',
  },
  justice: {
    desc: 'Uma balança pende perfeitamente nivelada de uma haste reta, com uma pequena estrela de quatro pontas brilhando no topo. A Justiça pesa sem favorecer ninguém: a carta pede um acerto de contas honesto, decisões justas e a coragem de aceitar o que suas próprias ações puseram em movimento.',
    scene:
      'Uma figura coroada, de manto vermelho, está sentada entre duas colunas cinzentas, com uma espada de dois gumes erguida numa das mãos e uma balança equilibrada na outra, e um sapato branco aparece sob a barra da roupa. É o olhar claro e a ponderação honesta, e a lembrança de que todo ato traz sua consequência.',
  },
  'the-hanged-man': {
    desc: 'Uma cruz viva em forma de T, com os braços brotando folhas novas, se ergue acima de um pequeno sol radiante. Em suspenso, mas ainda crescendo, a carta fala da pausa que muda a perspectiva: entrega, paciência e a compreensão que a espera pode trazer.',
    scene:
      'Um homem está pendurado de cabeça para baixo por um pé numa árvore viva em forma de T, com a outra perna dobrada atrás do joelho, as mãos escondidas nas costas e uma auréola brilhando em volta do rosto sereno. Ele não está sofrendo, mas se entregando: uma pausa que permite ver o mundo de um ângulo completamente diferente.',
  },
  death: {
    desc: 'Uma borboleta abre quatro asas largas, em violeta e dourado, em torno de um corpo dourado e esguio. O que era lagarta se foi, e algo novo alçou voo: a Morte do nosso baralho fala de transformação, de finais que abrem espaço, nunca de perda literal.',
    scene:
      'Um esqueleto de armadura negra monta um cavalo branco sob um estandarte negro com uma rosa branca; diante dele jaz um rei caído, um bispo suplica de mãos postas e uma criança ergue os olhos sem medo, enquanto o sol nasce entre duas torres no horizonte. É um fim com o qual ninguém pode negociar, e o novo dia já despontando atrás dele.',
  },
  temperance: {
    desc: 'A água corre num fluxo constante de uma taça inclinada para outra, enquanto uma estrela de oito pontas brilha acima. Nada se derrama: a Temperança é a arte de misturar opostos na medida certa, com paciência, moderação e um ritmo calmo e curativo.',
    scene:
      'Um anjo alado de branco está com um pé na margem e o outro num lago, passando a água de uma taça para a outra, com íris florescendo ao seu lado e um caminho que serpenteia até uma coroa de luz entre montanhas distantes. É a paciência e a mistura certa: o equilíbrio encontrado numa combinação lenta e cuidadosa.',
  },
  'the-devil': {
    desc: 'Um par de chifres se ergue sobre um pedestal pesado, e dele pendem correntes cujo último elo já se rompeu, com uma pequena estrela brilhando ao lado. A carta dá nome ao que prende você e mostra que a corrente está mais frouxa do que parece.',
    scene:
      'Uma criatura com chifres e asas de morcego está agachada sobre um bloco preto, com um pentagrama invertido na testa e uma tocha apontada para o chão, enquanto um homem e uma mulher nus, com pequenos chifres e caudas, estão acorrentados ao bloco logo abaixo. As coleiras são frouxas o bastante para serem tiradas: é uma prisão da qual eles poderiam sair andando.',
  },
  'the-tower': {
    desc: 'Uma torre alta se parte sob um raio, com a coroa lançada ao ar e as janelas iluminadas por dentro. O que foi construído sobre uma base falsa não pode ficar de pé: a carta fala de reviravoltas repentinas, e da verdade e da liberdade reveladas quando ela desaba.',
    scene:
      'Um raio atinge uma torre alta e cinzenta no alto de um pico rochoso e derruba sua coroa dourada; chamas irrompem das janelas e duas pessoas caem de cabeça na escuridão, entre gotas de fogo. É o colapso repentino do que se erguia sobre terreno falso, e a dura clareza que vem depois.',
  },
  'the-star': {
    desc: 'Uma grande estrela de oito pontas resplandece no centro, com uma estrela menor brilhando dentro dela e sete estrelinhas espalhadas ao redor. Depois da tempestade vem o céu limpo: a carta fala de esperança, de cura e de uma fé tranquila no que está por vir.',
    scene:
      'Uma mulher nua se ajoelha à beira de um lago sob uma grande estrela de oito pontas e sete menores, despejando a água de um jarro no lago e a de outro sobre a terra, enquanto um pássaro canta numa árvore atrás dela. Depois da tempestade vem uma renovação silenciosa: a esperança derramada livremente e devolvida à terra.',
  },
  'the-moon': {
    desc: 'Uma lua crescente pende num halo pálido, deixando cair três gotas de orvalho em direção ao chão. Ao luar as formas mudam e as sombras crescem: a carta fala de sonhos, de intuição e de incerteza, e de tatear o caminho até que ele volte a ficar claro.',
    scene:
      'Uma lua de rosto adormecido paira sobre um caminho que serpenteia desde um lago, entre duas torres, até colinas distantes; um cão e um lobo uivam para ela, e um lagostim sai da água e rasteja até a margem. À noite nada é exatamente o que parece: sonhos, medos e intuição numa estrada incerta.',
  },
  'the-sun': {
    desc: 'Um sol dourado resplandece com dezesseis raios pontiagudos, com um fino anel de luz violeta dentro do disco. Nada se esconde nesta carta: ela fala de alegria, vitalidade, sucesso e da clareza simples de se deixar ver por inteiro e ser plenamente quem você é.',
    scene:
      'Uma criança nua e risonha monta em pelo um cavalo branco, de braços bem abertos e com um estandarte vermelho tremulando, sob um sol enorme e brilhante, com girassóis altos debruçados sobre o muro de um jardim atrás dela. É alegria pura e descomplicada: a vida vivida às claras, calorosa e à vista de todos.',
  },
  judgement: {
    desc: 'Um olho se abre por completo em meio a raios de luz, e três traços curtos sobem abaixo dele como vozes respondendo a um chamado. O Julgamento é despertar: o momento em que você vê sua vida com clareza, perdoa o que precisa ser perdoado e se levanta para atender a um chamado que já não pode ignorar.',
    scene:
      'Das nuvens, um anjo toca uma trombeta da qual pende um estandarte com uma cruz vermelha e, embaixo, homens, mulheres e crianças pálidos se erguem de caixões abertos que flutuam na água, com os braços levantados em direção ao chamado. É um despertar: ouvir o que chama você e responder com todo o seu ser.',
  },
  'the-world': {
    desc: 'Uma coroa de louros circunda uma estrela brilhante de quatro pontas, amarrada com fitas cruzadas no alto e embaixo. O círculo está completo: a carta fala de realização, de inteireza e de uma jornada bem concluída, com a liberdade de começar a próxima.',
    scene:
      'Uma dançarina envolta numa faixa violeta flutua dentro de uma grande guirlanda oval de louros amarrada com fitas vermelhas, com um bastão em cada mão, enquanto um homem, uma águia, um leão e um touro observam das nuvens nos quatro cantos. Um círculo se fecha: inteireza, chegada e, enfim, tudo em seu lugar.',
  },
  'ace-of-wands': {
    desc: 'Um único bastão em broto se ergue no centro, cercado por raios de luz cor de brasa, com folhas novas brotando dos lados e um botão dourado na ponta. É a primeira faísca do fogo: inspiração em estado bruto e o impulso de começar algo que entusiasma você.',
    scene:
      'Uma mão surge de uma nuvem segurando um bastão de madeira vivo, do qual brotam folhas frescas, algumas caindo sobre colinas verdes, um rio e um castelo no alto de uma elevação. É uma faísca oferecida do nada: inspiração em estado bruto, viva na sua mão e pronta para crescer.',
  },
  'two-of-wands': {
    desc: 'Dois bastões em broto se alinham ponta com ponta, passando por uma pequena estrela central, um apontando para cima e outro para baixo, como uma linha traçada daqui até o horizonte. A carta fala de planejamento e visão: o momento em que você pondera qual caminho seguir.',
    scene:
      'Um homem de gorro vermelho está de pé nas ameias de um castelo, com um pequeno globo numa das mãos e um bastão na outra e um segundo bastão fixado no muro ao seu lado, olhando para a terra e o mar. Ele segura o mundo na palma da mão e pondera para onde ir em seguida: o planejamento antes do primeiro passo ousado.',
  },
  'three-of-wands': {
    desc: 'Três bastões em broto apontam para fora a partir de uma pequena estrela, como os raios de uma roda, cada um se estendendo em sua própria direção. Representa expansão e previsão: esforços que começam a dar frutos e horizontes que se abrem mais do que você esperava.',
    scene:
      'Visto de costas, um homem de manto vermelho e verde está no alto de uma encosta entre três bastões fincados no chão, um deles em sua mão, observando navios que cruzam uma baía dourada lá embaixo. Seus planos já estão em andamento, e ele aguarda, de olhos no horizonte, o que seus empreendimentos vão trazer de volta.',
  },
  'four-of-wands': {
    desc: 'Quatro bastões em broto apontam para os quatro quadrantes ao redor de uma pequena estrela central, um quadrado de fogo num anel de luz cor de brasa. Esta é uma carta de celebração e de volta para casa: uma base estável e uma alegria que vale a pena compartilhar com as pessoas ao seu redor.',
    scene:
      'Quatro bastões enfeitados com uma guirlanda de flores e frutas formam um portal luminoso diante de um castelo, onde duas mulheres erguem buquês bem alto em sinal de boas-vindas e um pequeno grupo de pessoas se reúne atrás delas. É um retorno ao lar e uma festa: um momento alegre e estável que merece ser celebrado em conjunto.',
  },
  'five-of-wands': {
    desc: 'Cinco bastões em broto se abrem em ângulos desiguais ao redor de uma pequena estrela, sem que dois apontem para o mesmo lado. Seu tema é a competição e o atrito: muitas vozes e energias se chocando, e o crescimento que uma rivalidade saudável pode trazer.',
    scene:
      'Cinco rapazes, cada um vestido de um jeito, brandem longos bastões uns contra os outros num emaranhado de madeira cruzada, sem que nenhum golpe acerte e sem um vencedor claro. É uma briga de rivalidade e de ideias em choque, mais barulho e jogo do que dano de verdade.',
  },
  'six-of-wands': {
    desc: 'Seis bastões em broto formam um anel regular ao redor de uma pequena estrela, como uma multidão que levanta as mãos ao mesmo tempo. Fala de reconhecimento e sucesso: uma vitória conquistada em público e a confiança que nasce quando os outros veem você se sair bem.',
    scene:
      'Montado num cavalo branco, um homem coroado de louros se mantém ereto, com um bastão enfeitado com a coroa do vencedor na mão, enquanto pessoas a pé marcham ao seu lado com seus próprios bastões erguidos. É o sucesso que todos podem ver: o retorno triunfal e os aplausos que o recebem.',
  },
  'seven-of-wands': {
    desc: 'Sete bastões em broto se abrem em leque ao redor de uma pequena estrela, um a mais do que cabe confortavelmente no anel. A carta fala de manter sua posição: perseverança sob pressão e a convicção para defender o que importa para você.',
    scene:
      'No alto de uma elevação, um jovem se firma com um bastão contra outros seis que são erguidos contra ele lá de baixo, e usa dois sapatos diferentes, como se tivesse se vestido às pressas. Ele mantém sua posição mesmo em desvantagem, porque vale a pena defendê-la.',
  },
  'eight-of-wands': {
    desc: 'Oito bastões em broto irradiam de uma pequena estrela como uma explosão de faíscas, cada um voando para fora em alta velocidade. Representa movimento rápido: notícias chegando, planos ganhando ritmo e acontecimentos se encadeando mais depressa do que você consegue frear.',
    scene:
      'Oito bastões voam paralelos por um céu limpo, inclinados em direção à terra, sobre um rio e uma colina verde, sem ninguém à vista que possa tê-los lançado. É movimento rápido: notícias a caminho e muitas coisas chegando de uma só vez.',
  },
  'nine-of-wands': {
    desc: 'Nove bastões em broto fecham o anel ao redor de uma pequena estrela, deixando pouco espaço entre eles, como uma cerca de fogo. Esta é uma carta de resiliência: o cansaço que não chega a quebrar você e os limites mantidos no último trecho antes da chegada.',
    scene:
      'Um homem cansado, com a cabeça enfaixada, se apoia no seu bastão e olha desconfiado para um lado, com outros oito bastões de pé às suas costas, como uma cerca. Ferido, mas ainda de pé, ele mostra resiliência e uma última vigília antes do fim da luta.',
  },
  'ten-of-wands': {
    desc: 'Dez bastões em broto se amontoam no anel ao redor de uma pequena estrela, com as folhas quase se tocando. Seu tema é a responsabilidade pesada: assumir mais do que um só par de mãos consegue carregar e o alívio de largar parte do peso ou dividi-lo.',
    scene:
      'Um homem caminha com dificuldade, todo curvado, em direção a uma casa distante, com os braços em volta de um feixe de dez bastões pesados que escondem seu rosto. Ele vai chegar lá, mas assumiu muito mais do que uma pessoa deveria carregar.',
  },
  'page-of-wands': {
    desc: 'Uma pena de escrever flutua acima de um único bastão em broto, com uma pequena estrela dourada ao lado da ponta. O Valete do fogo é um mensageiro de ideias: curiosidade, entusiasmo e o espírito livre e ávido que quer explorar tudo ao mesmo tempo.',
    scene:
      'Um jovem de túnica estampada com salamandras está num deserto, com pirâmides ao longe, segurando com as duas mãos um bastão alto em broto que examina com encanto. Ele é um mensageiro curioso: um novo entusiasmo encontrado e revirado nas mãos.',
  },
  'knight-of-wands': {
    desc: 'Um elmo com plumas, num laranja cor de brasa, se ergue acima de um único bastão em broto, com a crista esvoaçando para trás como se ao vento. O Cavaleiro do fogo parte a galope rumo à aventura: paixão, ousadia e ação rápida, com o risco de agir antes de pensar.',
    scene:
      'Um cavaleiro de túnica coberta de salamandras monta um cavalo empinado pelo deserto, com o bastão erguido bem alto e a pluma do elmo esvoaçando como uma chama. É energia ousada e impaciente: a aventura perseguida a galope, custe o que custar.',
  },
  'queen-of-wands': {
    desc: 'Uma coroa de pérolas brilha acima de um único bastão em broto, em tons quentes de brasa. A Rainha do fogo é confiante e magnética: aquece o ambiente, conhece o próprio valor e vai atrás do que deseja com determinação e um coração generoso.',
    scene:
      'Uma rainha está sentada num trono esculpido com leões, com um bastão na mão direita e um girassol na esquerda, e um gato preto sentado, atento, aos seus pés. Ela é calorosa, confiante e magnética: uma segurança que atrai as pessoas.',
  },
  'king-of-wands': {
    desc: 'Uma coroa cravejada de joias repousa acima de um único bastão em broto, com as pontas douradas contra um brilho de brasa. O Rei do fogo lidera pela visão: ousado, decidido e inspirador, ele transforma uma ideia num movimento do qual as pessoas querem fazer parte.',
    scene:
      'Um rei de manto estampado com salamandras está sentado num trono decorado com leões, inclinado para a frente, com um bastão florido na mão e uma pequena salamandra no chão ao seu lado. A dele é uma visão que lidera: ele enxerga o objetivo e leva os outros consigo.',
  },
  'ace-of-cups': {
    desc: 'Um único cálice em tons de azul do mar e verde-azulado preenche o centro, com uma joia dourada na haste e raios de luz suave ao redor. É o coração se abrindo: um novo amor, compaixão e um sentimento que transborda e pede para ser compartilhado.',
    scene:
      'Uma mão sai de uma nuvem segurando uma taça dourada que transborda em cinco jorros sobre um lago de nenúfares, enquanto uma pomba desce em direção a ela com uma hóstia. É o amor oferecido livremente: mais do que suficiente, transbordando para ser compartilhado.',
  },
  'two-of-cups': {
    desc: 'Dois cálices ficam um acima do outro, com uma pequena estrela central entre eles, como um brinde erguido entre duas pessoas. Fala de parceria e atração: um laço feito de respeito mútuo e de uma troca equilibrada de cuidado.',
    scene:
      'Um rapaz e uma moça, cada um segurando uma taça, ficam frente a frente e trocam uma promessa, enquanto acima deles flutua um bastão entrelaçado por duas serpentes e encimado por uma cabeça de leão alado. Mostra uma união entre iguais: atração, respeito e um voto feito olho no olho.',
  },
  'three-of-cups': {
    desc: 'Três cálices formam um círculo ao redor de uma pequena estrela, como se amigos tivessem juntado seus copos. A carta fala de amizade e celebração: comunidade, alegria compartilhada e o conforto de ter por perto pessoas que conhecem você.',
    scene:
      'Três moças num jardim erguem juntas suas taças bem alto enquanto dançam, com abóboras, uvas e outras frutas amontoadas aos seus pés. É amizade e celebração: uma colheita compartilhada com quem ajudou a trazê-la.',
  },
  'four-of-cups': {
    desc: 'Quatro cálices ficam nos quatro quadrantes ao redor de uma pequena estrela, cheios, mas intocados. Representa contemplação e inquietude: uma pausa para olhar para dentro e o risco de deixar passar uma nova oferta enquanto você contempla o que já tem.',
    scene:
      'Um jovem está sentado sob uma árvore, de braços e pernas cruzados, olhando fixamente para três taças sobre a grama, enquanto uma mão saída de uma nuvem lhe oferece uma quarta que ele nem percebe. Ele está tão absorto no que falta que um novo presente passa despercebido.',
  },
  'five-of-cups': {
    desc: 'Cinco cálices circundam uma pequena estrela, embora o olhar caia primeiro nos espaços vazios entre eles. Esta é uma carta de perda e arrependimento: um luto que merece seu tempo, e os cálices ainda de pé que continuam sendo seus quando chegar a hora de você se virar.',
    scene:
      'Uma figura de longa capa preta se curva sobre três taças derramadas, sem ver as duas cheias que ainda estão de pé atrás dela, enquanto uma ponte sobre o rio leva a uma casa mais adiante. É o luto pelo que se perdeu, com o que resta à espera de que alguém se volte para ele.',
  },
  'six-of-cups': {
    desc: 'Seis cálices formam um anel suave ao redor de uma pequena estrela, espaçados por igual, como numa brincadeira de infância. Seu tema é a nostalgia e a memória: inocência, bondade simples e a doçura do passado, desde que você não tente morar nele.',
    scene:
      'No pátio de um vilarejo antigo, um menino oferece a uma menina pequena uma taça cheia de flores brancas, com outras taças floridas ao redor deles, sob o sol. Fala de infância, de inocência e de um presente dado com bondade simples.',
  },
  'seven-of-cups': {
    desc: 'Sete cálices circundam uma pequena estrela, cada um deles um desejo diferente nas mesmas cores vivas. Fala de escolhas e devaneios: muitas possibilidades ao mesmo tempo e a necessidade de distinguir o que é real do que é apenas uma ilusão.',
    scene:
      'Uma figura escura está diante de sete taças que flutuam nas nuvens, cada uma com uma visão: uma cabeça, uma figura velada e luminosa, uma serpente, um castelo, um monte de joias, uma coroa de louros e um dragão. São devaneios e tentações: muitas escolhas, e nem todas reais.',
  },
  'eight-of-cups': {
    desc: 'Oito cálices formam um anel largo e completo ao redor de uma pequena estrela, e ainda assim algo na carta está pronto para seguir adiante. Ela fala de partir: deixar para trás o que já não satisfaz você em busca de um sentido mais profundo.',
    scene:
      'Uma figura de capa, com um cajado de caminhante, dá as costas a oito taças empilhadas durante a noite, sob uma lua ao mesmo tempo cheia e minguante, e segue em direção a montanhas áridas. É deixar para trás o que já não satisfaz, para buscar algo mais profundo.',
  },
  'nine-of-cups': {
    desc: 'Nove cálices preenchem o anel ao redor de uma pequena estrela, cada um de pé e cheio. Esta é a carta dos desejos: contentamento, satisfação e gratidão pelo que você tem, com o prazer silencioso de uma esperança que se realizou.',
    scene:
      'Um homem contente e bem nutrido está sentado num banco de madeira, de braços cruzados e com um sorriso satisfeito, com nove taças enfileiradas atrás dele sobre uma mesa curva coberta por um pano. É o desejo realizado: o prazer e o contentamento de conseguir o que se queria.',
  },
  'ten-of-cups': {
    desc: 'Dez cálices completam o círculo ao redor de uma pequena estrela, um anel de luz azul como o mar, sem nenhuma brecha. Representa a felicidade duradoura: harmonia no lar, família em todos os sentidos e uma realização emocional compartilhada.',
    scene:
      'Um casal está abraçado, erguendo os braços livres para um arco-íris de dez taças que se curva no céu, enquanto duas crianças dançam de mãos dadas ao lado deles e uma casinha fica à beira de um riacho. É o lar do coração: felicidade em família e realização emocional duradoura.',
  },
  'page-of-cups': {
    desc: 'Uma pena de escrever flutua acima de um único cálice, com uma pequena estrela dourada ao lado, como um desejo prestes a ser escrito. O Valete da água traz mensagens ternas: abertura criativa, curiosidade emocional e a coragem de sentir algo novo.',
    scene:
      'Um jovem de túnica estampada com flores de lótus está à beira-mar, segurando uma taça da qual um peixinho espia para ele. Traz imaginação e uma surpresa delicada: uma mensagem do coração, recebida com um sorriso.',
  },
  'knight-of-cups': {
    desc: 'Um elmo com plumas, em verde-azulado, se ergue acima de um único cálice, levado adiante com suavidade, e não numa investida. O Cavaleiro da água segue o coração: romance, charme e idealismo, e um convite feito com graça.',
    scene:
      'Um cavaleiro de elmo alado monta um cavalo branco a passo tranquilo em direção a um rio, estendendo uma taça à sua frente como uma oferenda. Ele é o romântico: alguém que segue o coração e chega trazendo um convite.',
  },
  'queen-of-cups': {
    desc: 'Uma coroa de pérolas repousa acima de um único cálice, em luz azul do mar. A Rainha da água acolhe os sentimentos sem se afogar neles: compaixão, profundidade emocional, intuição e o tipo de cuidado que faz os outros se sentirem seguros.',
    scene:
      'Uma rainha está sentada num trono à beira da água, contemplando uma taça fechada e ornamentada, com anjos no lugar das alças, enquanto pequenas ondas banham os seixos aos seus pés. Ela é compaixão e intuição: sentimento profundo, acolhido com cuidado e mantido em segurança.',
  },
  'king-of-cups': {
    desc: 'Uma coroa cravejada de joias fica acima de um único cálice, calmo e imóvel como águas profundas. O Rei da água domina os próprios sentimentos sem negá-los: equilíbrio emocional, diplomacia e uma sabedoria generosa e constante.',
    scene:
      'Um rei está sentado num trono de pedra que flutua sobre um mar agitado, com uma taça numa das mãos, um cetro na outra e um amuleto em forma de peixe no pescoço, enquanto um navio navega de um lado e um peixe salta do outro. Ele é o equilíbrio emocional: a calma no meio de águas turbulentas.',
  },
  'ace-of-swords': {
    desc: 'Uma única lâmina reta aponta para cima, prateada num anel de luz pálida, com a guarda e o pomo dourados refletindo o brilho. É o primeiro pensamento claro: a verdade cortando a confusão, um avanço decisivo e uma ideia afiada o bastante para ser posta em prática.',
    scene:
      'Uma mão saída de uma nuvem empunha uma espada erguida cuja ponta atravessa uma coroa dourada da qual pendem um ramo de oliveira e uma folha de palmeira, bem acima de montanhas áridas. É um momento de clareza: um pensamento revelador que corta a confusão de forma limpa.',
  },
  'two-of-swords': {
    desc: 'Duas lâminas se encontram ponta com ponta através de uma pequena estrela central, uma subindo e outra descendo, sem que nenhuma ceda. Esta é uma carta de impasse: uma escolha difícil, evitada por enquanto, que vai exigir um olhar honesto antes de poder ser feita.',
    scene:
      'Uma mulher de branco, com os olhos vendados, está sentada num banco de pedra à beira-mar, com os braços cruzados sobre o peito, equilibrando duas espadas longas, e atrás dela há rochas na água e uma fina lua crescente. É um impasse: uma escolha adiada pela recusa em encará-la.',
  },
  'three-of-swords': {
    desc: 'Três lâminas apontam para fora a partir de uma pequena estrela, bem abertas como uma ferida exposta. Seu tema é o coração partido e o luto: uma verdade dolorosa e a libertação que começa quando você se permite sentir a dor.',
    scene:
      'Um coração vermelho paira num céu cinzento, atravessado por três espadas, enquanto a chuva cai de nuvens pesadas atrás dele. Mostra sem rodeios o coração partido: uma tristeza que corta e as lágrimas que precisam vir antes de qualquer cura.',
  },
  'four-of-swords': {
    desc: 'Quatro lâminas repousam nos quatro quadrantes ao redor de uma pequena estrela, imóveis e espaçadas por igual. Fala de descanso e recuperação: uma pausa necessária, uma mente tranquila e a força que volta quando você para de lutar por um tempo.',
    scene:
      'Um cavaleiro esculpido em pedra jaz sobre um túmulo numa igreja silenciosa, com as mãos unidas em oração, três espadas penduradas na parede acima dele e uma quarta deitada ao longo do seu corpo, sob um vitral. É o descanso depois da batalha: uma pausa necessária para se recuperar antes de se levantar de novo.',
  },
  'five-of-swords': {
    desc: 'Cinco lâminas se abrem de forma irregular ao redor de uma pequena estrela, um número desajeitado para um círculo. A carta fala de conflito e de vitória vazia: o preço de vencer a qualquer custo e a dúvida sobre se a briga valeu a pena.',
    scene:
      'Um jovem de sorriso debochado recolhe três espadas enquanto duas figuras derrotadas se afastam cabisbaixas em direção à praia, deixando suas espadas no chão, sob um céu rasgado por nuvens esfarrapadas. É uma vitória vazia: vencer às custas de todos os outros.',
  },
  'six-of-swords': {
    desc: 'Seis lâminas formam um anel regular ao redor de uma pequena estrela, como remos que levam um barco na mesma direção. Representa transição: deixar para trás águas turbulentas, seguir em frente e rumar para terreno mais calmo.',
    scene:
      'Um barqueiro conduz com uma vara um pequeno barco pela água, rumo a uma margem distante e tranquila, levando uma mulher encolhida numa capa e uma criança, com seis espadas cravadas de pé no barco. É deixar os problemas para trás rumo a águas mais calmas, levando consigo o que ainda dói.',
  },
  'seven-of-swords': {
    desc: 'Sete lâminas se abrem em leque ao redor de uma pequena estrela, apontando para todos os lados ao mesmo tempo, difíceis de contar. Esta é uma carta de estratégia e segredo: astúcia, discrição e uma consciência que pergunta se você está jogando limpo.',
    scene:
      'Um homem se afasta na ponta dos pés de um acampamento de tendas com cinco espadas nos braços, olhando para trás por cima do ombro com um sorriso maroto, e deixa outras duas espadas fincadas no chão atrás de si. É furtividade e astúcia: sair impune de alguma coisa, ou tentar.',
  },
  'eight-of-swords': {
    desc: 'Oito lâminas cercam uma pequena estrela num anel apertado, mas os espaços entre elas são largos o bastante para passar. Fala da sensação de aprisionamento criada pelos próprios pensamentos e de uma liberdade que está mais perto do que parece.',
    scene:
      'Uma mulher amarrada e de olhos vendados está de pé num círculo de oito espadas fincadas no chão lamacento, com um castelo sobre o penhasco bem atrás dela. Ela se sente presa, mas as amarras estão frouxas e o caminho de saída está aberto.',
  },
  'nine-of-swords': {
    desc: 'Nove lâminas se apinham no anel ao redor de uma pequena estrela, como pensamentos que rondam durante a noite. Fala de ansiedade e preocupação: medos que crescem no escuro e o alívio que vem de dizê-los em voz alta.',
    scene:
      'Uma mulher está sentada na cama com o rosto entre as mãos, nove espadas penduradas em fileiras na parede escura acima dela e uma colcha de rosas e signos astrológicos sobre os joelhos. É a ansiedade e a noite em claro: medos que crescem no escuro.',
  },
  'ten-of-swords': {
    desc: 'Dez lâminas preenchem o anel ao redor de uma pequena estrela, sem nada por dizer nem por fazer. A carta fala de um fim doloroso: chegar ao fundo do poço, deixar ir e saber que, daqui, todas as direções levam para cima, rumo ao amanhecer.',
    scene:
      'Um homem jaz de bruços à beira da água, com dez espadas cravadas nas costas sob um céu negro, enquanto no horizonte um amanhecer amarelo rompe sobre águas paradas. É o fundo do poço e um fim doloroso, com o dia seguinte já começando atrás dele.',
  },
  'page-of-swords': {
    desc: 'Uma pena de escrever paira acima de uma única lâmina, com uma pequena estrela dourada ao lado da ponta. O Valete do ar é um estudante atento: curioso, alerta e sedento de verdade, com uma mente afiada e uma língua que pode ser ainda mais rápida.',
    scene:
      'Um jovem está de pé numa colina varrida pelo vento, segurando com as duas mãos uma espada erguida, enquanto as nuvens correm, as árvores se curvam e os pássaros voam em círculos no alto. Ele é curiosidade e vigilância: uma mente nova e afiada, ávida e atenta.',
  },
  'knight-of-swords': {
    desc: 'Um elmo prateado com plumas se ergue acima de uma única lâmina, com a crista jogada para trás pela velocidade. O Cavaleiro do ar avança direto para o seu objetivo: ambição, ímpeto e franqueza honesta, e o risco de ferir os outros na pressa.',
    scene:
      'Um cavaleiro dispara a galope num cavalo branco contra um vento forte, de espada erguida, com as nuvens e as árvores esfarrapadas atrás dele. É pressa e ambição: perseguir uma ideia a toda velocidade, talvez rápido demais para ver aonde ela leva.',
  },
  'queen-of-swords': {
    desc: 'Uma coroa de pérolas fica acima de uma única lâmina, em luz prateada e fria. A Rainha do ar vê com clareza e fala com franqueza: independente, perspicaz e justa, ela estabelece limites honestos moldados pela própria experiência.',
    scene:
      'Uma rainha está sentada num trono esculpido com borboletas, de perfil, com uma espada erguida numa das mãos e a outra levantada como se convidasse alguém a se aproximar, enquanto nuvens se acumulam abaixo dela. Ela é julgamento claro e independência: uma honestidade moldada pela dor.',
  },
  'king-of-swords': {
    desc: 'Uma coroa cravejada de joias repousa acima de uma única lâmina erguida, firme e inabalável. O Rei do ar governa pela razão: intelecto, integridade e julgamento justo, e a responsabilidade que vem de conhecer a verdade.',
    scene:
      'Um rei está sentado de frente num trono marcado com borboletas e luas crescentes, segurando uma espada alta e erguida, sob um céu de nuvens esparsas e algumas árvores esguias. Ele é autoridade intelectual: a verdade e o julgamento justo, ditos com clareza.',
  },
  'ace-of-pentacles': {
    desc: 'Uma única moeda dourada preenche o centro, com uma estrela de cinco pontas em sua face verde, cercada por raios de luz. É uma semente de prosperidade: uma nova oportunidade, recursos chegando e um terreno firme sobre o qual construir algo duradouro.',
    scene:
      'Uma mão saída de uma nuvem estende uma moeda dourada marcada com uma estrela sobre um jardim de lírios brancos, onde um arco na sebe se abre para montanhas distantes. É uma nova chance de prosperidade: uma semente com terra de verdade para crescer.',
  },
  'two-of-pentacles': {
    desc: 'Duas moedas ficam uma acima da outra, atravessadas por uma pequena estrela central, equilibradas como num malabarismo. Representa adaptabilidade: manter várias prioridades em movimento e encontrar seu ritmo enquanto as demandas sobem e descem.',
    scene:
      'Um jovem de chapéu alto dança enquanto faz malabarismo com duas moedas unidas por um laço em forma de símbolo do infinito, e atrás dele dois navios sobem em ondas altas. É equilíbrio e adaptabilidade: manter tudo em movimento sem deixar nada cair.',
  },
  'three-of-pentacles': {
    desc: 'Três moedas formam um triângulo ao redor de uma pequena estrela, cada uma com a mesma marca dourada. Esta é uma carta de trabalho em equipe e de bom ofício: construir em conjunto algo de qualidade, em que cada habilidade conta.',
    scene:
      'Um pedreiro sobre um banco esculpe o arco de uma grande igreja, enquanto um monge e uma figura encapuzada que segura as plantas estão embaixo, discutindo o trabalho com ele. É trabalho em equipe e bom ofício: um trabalho habilidoso, visto e valorizado.',
  },
  'four-of-pentacles': {
    desc: 'Quatro moedas ficam nos quatro quadrantes ao redor de uma pequena estrela, presas num quadrado apertado. Seu tema é a segurança e a poupança: apegar-se ao que você tem e se perguntar se não está segurando com mais força do que precisa.',
    scene:
      'Um homem coroado está sentado num bloco de pedra, agarrando uma moeda com força junto ao peito, com outra equilibrada sobre a coroa, duas presas sob os pés e uma cidade atrás dele. Ele se agarra com força: uma segurança que endurece até virar medo de soltar qualquer coisa.',
  },
  'five-of-pentacles': {
    desc: 'Cinco moedas circundam uma pequena estrela, com grandes espaços entre elas, num círculo ralo e frio. Fala de dificuldades e da sensação de exclusão: preocupação com dinheiro ou saúde, e a ajuda que está mais perto do que parece quando você pede.',
    scene:
      'Dois mendigos maltrapilhos caminham com dificuldade sob a neve que cai, passando diante do vitral iluminado de uma igreja, um de muletas, o outro enrolado num xale fino. É a dificuldade e a sensação de ficar de fora, com uma ajuda mais próxima do que eles conseguem ver.',
  },
  'six-of-pentacles': {
    desc: 'Seis moedas formam um anel regular ao redor de uma pequena estrela, passando de uma para a outra como presentes. A carta fala de generosidade: dar e receber na medida justa, e o equilíbrio de poder em toda troca.',
    scene:
      'Um mercador de capa vermelha segura uma balança equilibrada numa das mãos e, com a outra, deixa cair moedas nas mãos estendidas de um dos dois mendigos ajoelhados. É generosidade e troca justa: dar na medida equilibrada.',
  },
  'seven-of-pentacles': {
    desc: 'Sete moedas circundam uma pequena estrela como frutos amadurecendo numa videira. Representa paciência e investimento de longo prazo: uma pausa para avaliar com honestidade seu progresso antes de decidir onde colocar seu esforço em seguida.',
    scene:
      'Um jovem agricultor se apoia na enxada e contempla sete moedas que crescem como frutos num arbusto verde. É paciência e avaliação: esperar a colheita e ponderar se o trabalho está valendo a pena.',
  },
  'eight-of-pentacles': {
    desc: 'Oito moedas circundam uma pequena estrela, cada uma feita com o mesmo cuidado que a anterior. Esta é uma carta de dedicação e maestria: prática, atenção aos detalhes e o orgulho discreto de se aperfeiçoar no seu ofício.',
    scene:
      'Um artesão está sentado à sua bancada, martelando uma moeda, com seis já prontas expostas num poste ao seu lado, outra no chão e uma cidade bem distante atrás dele. É dedicação e maestria: habilidade construída peça por peça, com cuidado.',
  },
  'nine-of-pentacles': {
    desc: 'Nove moedas preenchem o anel ao redor de uma pequena estrela, em verde e dourado. Seu tema é a autossuficiência: o conforto conquistado com o próprio esforço, o refinamento e a liberdade de desfrutar o que você construiu.',
    scene:
      'Uma mulher de vestido florido está sozinha num vinhedo carregado de uvas, com um falcão encapuzado na mão enluvada e nove moedas entre as videiras. É independência e luxo merecido: um conforto que ela construiu para si mesma.',
  },
  'ten-of-pentacles': {
    desc: 'Dez moedas completam o círculo ao redor de uma pequena estrela, um anel de ouro sem nenhuma brecha. Fala de legado: família, riqueza duradoura e tradições que sustentam as gerações que vêm depois de você.',
    scene:
      'Um velho de manto estampado está sentado com dois cães brancos junto a um arco, através do qual se veem um casal e uma criança, com dez moedas dispostas sobre a cena na forma da Árvore da Vida. É a riqueza transmitida: família, legado e aquilo que perdura.',
  },
  'page-of-pentacles': {
    desc: 'Uma pena de escrever flutua acima de uma única moeda dourada, com uma pequena estrela ao lado, como se marcasse uma primeira lição. O Valete da terra é um estudante do que é prático: ambicioso, curioso e disposto a aprender uma nova habilidade passo a passo.',
    scene:
      'Um jovem está de pé num campo florido, segurando uma moeda diante dos olhos e examinando-a de perto, com terra arada e um bosque atrás dele. Ele traz estudo e ambição: um novo plano com os pés na vida real.',
  },
  'knight-of-pentacles': {
    desc: 'Um elmo verde com plumas se ergue acima de uma única moeda dourada, mais firme do que veloz. O Cavaleiro da terra vence pela rotina: confiável, paciente e trabalhador, ele segue em frente muito depois de os outros terem parado.',
    scene:
      'Um cavaleiro está completamente imóvel sobre um pesado cavalo preto, segurando uma moeda na palma da mão e contemplando um campo recém-arado. Ele é trabalho duro e confiabilidade: lento, constante e minucioso.',
  },
  'queen-of-pentacles': {
    desc: 'Uma coroa de pérolas repousa acima de uma única moeda dourada, em verde e dourado. A Rainha da terra é prática e acolhedora: torna o lar confortável, cuida dos corpos e das finanças e compartilha o que tem com carinho.',
    scene:
      'Uma rainha está sentada num trono esculpido com cabras e frutas, com uma moeda aninhada no colo, num jardim sob um arco de rosas, com um coelho aos seus pés. Ela é o cuidado posto em prática: conforto e atenção para o lar e a família.',
  },
  'king-of-pentacles': {
    desc: 'Uma coroa cravejada de joias fica acima de uma única moeda dourada, em verde e dourado como uma colheita farta. O Rei da terra é um guardião da abundância: disciplinado, seguro e generoso, ele constrói uma riqueza que dura e faz bom uso dela.',
    scene:
      'Um rei de manto bordado com parreiras está sentado num trono esculpido com cabeças de touro, com um cetro numa das mãos e uma moeda apoiada no joelho, e seu castelo se ergue atrás do muro do jardim. Ele é a prosperidade bem cuidada: a abundância administrada com mão firme e generosa.',
  },
};

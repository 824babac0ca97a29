// Thoughts of suicide or self-harm in Brazilian Portuguese, over the plain text of
// portuguese-words.ts (accents folded, "tô" read as "estou", "vc" as "voce"). Explicit words count
// alone ("me matar", "tirar minha vida"); everyday ones only in the shape that gives them away:
// "não quero mais viver" but not "não quero morar nessa cidade", "vou me matar" but not "meu chefe
// vai me matar se eu chegar atrasada", and despair ("não aguento mais") only beside a second sign.
import type { Sign } from '../../sign.ts';

const sign = (pattern: RegExp, extra: Omit<Sign, 'concern' | 'pattern'> = {}): Sign => ({ concern: 'self-harm', pattern, ...extra });

/** A place one leaves to live elsewhere: then "não quero mais estar aqui" is about the place. */
const A_PLACE = /\b(?:emprego|trabalho|empresa|escritorio|cidade|pais|casa|apartamento|relacionamento|escola|faculdade|curso|time|grupo)\b/;

/** Moving, travel or selling explain "dando minhas coisas" without any crisis. */
const AWAY_FOR_A_REASON = /\b(?:mud\w+|viag\w*|viaj\w*|ferias|exterior|morar (?:em|fora|sozinh\w+)|vend\w+|intercambio|emprego novo|novo emprego)\b/;

/** A letter to an ex, a job or a city is not a goodbye to life. */
const FAREWELL_TO_SOMEONE =
  /\bdespedida (?:para o|para a|para|ao|a) (?:meu |minha |o |a )?(?:ex|trabalho|emprego|empresa|chefe|colega\w*|namorad[oa]|cidade|equipe|turma|escritorio)\b|\bex\b/;

/** What comes before "me matar" when the writer means it: a wish, a plan, a question. */
const MEANS_IT =
  '(?:eu|como|planejo|planejando|vou|quero|queria|penso em|pensando em|pensei em|tentei|devo|posso|vontade de|decidi|resolvi|preciso|ia|iria|para|em|de|melhor|tentar|quer que eu)';

export const PORTUGUESE_SELF_HARM_SIGNS: readonly Sign[] = [
  // Named outright: "suicídio", "me suicidar", "pensamentos suicidas".
  sign(/\bsuicid(?:io|ios|a|as|ar|aria|arei)\b/g),
  sign(/\b(?<who>me|se) suicid\w+\b/g),
  sign(/\bautomutil\w+|\bauto ?mutil\w+|\bautolesao\b|\bautoles\w+/g),
  // Killing oneself: "vou me matar", "quero me matar", "ele vai se matar"; not "vai me matar".
  sign(new RegExp(String.raw`\b${MEANS_IT} (?<who>me) mata(?:r|rei|ria)?\b(?! (?:de|na|no|trabalhando|estudando)\b)|\bme mato(?= \.|$)`, 'g')),
  sign(/\b(?:vai|vao|quer|queria|quis|tentou|fala em|falou em|falando em|ameaca|ameacou|pensa em|pensou em|pode|ia|iria|de|em) (?<who>se) matar\b/g),
  // Taking or ending one's own life.
  sign(
    /\b(?:tirar|tiro|tirei|tirou|acabar com|dar (?:um )?fim (?:a|na|em)|por (?:um )?fim (?:a|na|em)|acabo com|terminar com) (?:a )?(?<who>minha|sua) (?:propria )?vida\b|\btirar a (?:propria )?vida\b/g,
  ),
  // Ending everything: "acabar com tudo", "que tudo acabe"; not "acabar com tudo o que devo".
  sign(
    /\b(?:acabar|acabo|acabaria|terminar|termino|dar (?:um )?fim|por (?:um )?fim) (?:com |em |a |n)?tudo\b(?! (?:o|a|os|as|que|bem|certo|aquilo|pronto)\b)(?! de (?!uma vez))(?! isso(?! (?:para sempre|de uma vez|logo)))/g,
  ),
  sign(/\bque tudo (?:acabe|termine|pare|se acabe)\b(?! (?:bem|em paz|com)\b)/g),
  // Wanting to die: "quero morrer", "tenho vontade de morrer", "queria estar morta".
  sign(
    /\b(?:quero|queria|quer|quis|desejo|tenho vontade de|estou com vontade de|vontade de|me da vontade de|gostaria de|prefiro|preferia|preciso|so quero|so queria|melhor eu|melhor) (?:so |apenas |simplesmente |logo |mesmo )?morrer\b(?! (?:de|do|da|sem|jovem|velh[oa]|feliz|em paz|sozinh[oa])\b)/g,
  ),
  sign(
    /\b(?:queria|quero|preferia|prefiro|seria melhor|melhor|gostaria de) (?:estar|ficar) mort[oa]\b|\b(?:gostaria de|queria) (?:nao|nunca mais) acordar\b|\b(?:queria|preferia) (?:nunca )?(?:nao )?ter nascido\b|\bmelhor (?:se )?eu (?:morrer|morresse|nao existisse|sumir para sempre)\b/g,
  ),
  // Not wanting to live: "não quero mais viver", "nem quero mais viver"; not "não quero viver nessa cidade / sem ele".
  sign(
    /\b(?:nao|nem|eu nem) (?:quero|queria|quer|tenho (?:mais )?vontade de|tem (?:mais )?vontade de|estou com vontade de|consigo|aguento) (?:mais )?(?:continuar )?viv(?:er|endo)\b(?! (?:com|em|n\w+|sem|aqui|la|perto|longe|sozinh\w+|assim com|de aluguel)\b)/g,
  ),
  sign(/\b(?:cansad[oa] de|cansei de) (?:viver|existir|estar viv[oa]|continuar viv[oa])\b(?! (?:em|com|aqui|n\w+)\b)/g),
  sign(/\bnao (?:quero|queria) (?:mais )?(?:estar|ficar|continuar) (?:aqui|nesse mundo|neste mundo|viv[oa])\b/g, { unless: A_PLACE }),
  sign(/\b(?:ir embora|sair|partir|sumir|desaparecer) (?:desse|deste|do) mundo\b|\bdeixar de existir\b|\bnao (?:quero|queria) (?:mais )?existir\b/g),
  // No point in living, a burden, better off without me, no one would miss me.
  sign(
    /\b(?:que|qual) (?:o )?sentido (?:tem|da|de) (?:a )?(?:vida|viver)\b|\bnao vejo (?:mais )?sentido (?:na|em) (?:vida|viver|continuar vivendo|minha vida|nada)\b|\b(?:a|minha) vida nao tem (?:mais )?sentido\b|\bqual (?:o )?sentido de (?:viver|continuar vivendo|continuar viv[oa]|estar viv[oa]|existir|continuar)\b(?! (?:com|em|esperando|tentando)\b)/g,
  ),
  sign(
    /\bpara que (?:viver|continuar vivendo|continuar viv[oa]|existir)\b|\bnao vale a pena (?:viver|continuar vivendo)\b|\ba vida nao vale a pena\b|\bnao (?:tenho|tem|ha|existe) (?:nenhum |nenhuma )?(?:motivo|motivos|razao|razoes) para (?:viver|continuar)\b/g,
  ),
  sign(/\b(?:sou|me sinto) (?:so |apenas )?(?:um|uma) (?:peso|fardo|estorvo)(?: para (?:todo mundo|todos|minha familia|os outros))?(?= \.|$| e )/g),
  sign(
    /\b(?:ficaria|ficariam|seria|estaria|estariam|viveria|viveriam) (?:muito )?melhor(?:es)? sem mim\b|\bmelhor se eu nao (?:estivesse aqui|existisse|tivesse nascido)\b/g,
  ),
  sign(
    /\bninguem (?:ia|iria|vai) sentir (?:a )?(?:minha )?falta\b|\bninguem sentiria (?:a )?(?:minha )?falta\b|\bninguem (?:ia|iria) (?:ligar|perceber|notar|se importar|sentir falta) se eu (?:morresse|sumisse|me matasse)\b/g,
  ),
  // Disappearing for good, not waking up.
  sign(/\b(?:sumi\w*|desaparec\w*) (?:para sempre|e nunca mais voltar)\b/g, { unless: /\b(?:redes|instagram|vida dele|vida dela)\b/ }),
  sign(
    /\bnao (?:quero |queria )?(?:mais )?acordar\b(?! (?:cedo|tarde|segunda|para|as|antes|com)\b)|\bdormir (?:e nao acordar|para sempre)\b|\bnunca mais acordar\b/g,
  ),
  // Cutting and hurting oneself; not a haircut, a kitchen knife or a fall.
  sign(
    /\b(?<who>me|se) (?:corto|cortei|cortando|cortava|corta|cortou|cortar)\b(?! (?:o|a|os|as|com|minha|meu) (?:cabelo|franja|unha|unhas|barba|dedo|papel|coracao)\b| cozinhando| com papel)|\bcortar os pulsos\b|\bcortei (?:os|meus) pulsos\b/g,
    {
      // An accident while doing something: shaving, washing up, opening boxes, pruning, a tin.
      unless:
        /\b(?:cozinhando|fazendo a barba|lavando|abrindo|preparando|podando|descascando|limpando|consertando|jogando|treinando|sem querer|nada grave|desastrad[oa]|distraid[oa]|cabelo|franja|papel|faca cozinhando|lata)\b/,
    },
  ),
  sign(
    /\b(?<who>me|se) (?:machuco|machuca|queimo|queima|fiz mal|faco mal) (?:de proposito|quando|para sentir|com cigarro|com isqueiro)\b|\b(?:quero|vontade de|vou|preciso) (?<who2>me|se) (?:machucar|cortar|ferir|queimar)\b|\bbato (?:a|minha) cabeca na parede\b/g,
  ),
  // Methods: a bridge, a rope, a window, all the pills.
  sign(
    /\b(?<who>me|se) (?:jogar|jogo|joga|atirar|atiro|lancar|jogando) (?:\w+ ){0,3}?(?:ponte|janela|predio|sacada|varanda|trem|metro|trilho|trilhos|viaduto|penhasco|precipicio|telhado|laje|caminhao|onibus|rio|mar|andar)\b/g,
  ),
  sign(/\b(?<who>me|se) enforc(?:ar|o|aria)\b|\bcorda para (?:me|se) enforcar\b/g),
  sign(/\b(?:lamina|gilete|navalha) (?:pronta|preparada|separada|escondida)\b/g),
  sign(
    /\btomar (?:todos os|todas as|tudo de uma vez|todos de uma vez)(?: (?:remedios|comprimidos|pilulas|calmantes))?\b|\b(?:juntando|guardando|acumulando|separei|separando) (?:\w+ ){0,2}?(?:remedios?|comprimidos|pilulas|calmantes)\b/g,
  ),
  sign(
    /\b(?:tomei|acabei de tomar|engoli) (?:todos os|todas as|uma caixa de|uma cartela|a cartela|o frasco|um frasco inteiro de|uma caixa inteira de|(?:[1-9]\d|vinte|trinta|quarenta|cinquenta|cem|muitos)) (?:\w+ ){0,2}?(?:remedios?|comprimidos|pilulas|capsulas|calmantes|paracetamol|dipirona|ibuprofeno|antidepressivos|clonazepam|rivotril)\b|\btomei (?:todos os comprimidos|uma overdose)\b/g,
  ),
  sign(/\btent\w* (?:me |se )?(?:suicid\w+|matar|tirar (?:a )?(?:minha |sua )?(?:propria )?vida)\b/g),
  // Saying goodbye: a farewell letter, the last question, giving things away.
  sign(/\bcartas? de despedida\b/g, { unless: FAREWELL_TO_SOMEONE }),
  sign(/\b(?:me despedindo de (?:todos|todo mundo|voces)|adeus a todos|e minha despedida|ultima pergunta (?:\. )?adeus|ultima mensagem (?:\. )?adeus)\b/g),
  sign(/\b(?:dando|doando|dei|doei|dou) (?:todas )?(?:as )?minhas coisas\b(?! (?:velhas|que nao uso))/g, { unless: AWAY_FOR_A_REASON }),
  sign(
    /\bquando eu nao (?:estiver|tiver) mais aqui\b|\b(?:logo )?nao vou (?:mais )?(?:estar|ficar) (?:aqui|muito tempo (?:mais )?(?:aqui|nesse mundo)|nesse mundo)\b(?! (?:no|na|em)\b)/g,
    {
      unless: /\b(?:empresa|emprego|escritorio|trabalho|cidade|ferias|viagem|mudanca)\b/,
    },
  ),
  sign(/\b(?:hoje|amanha) e (?:o )?meu ultimo dia\b(?! (?:na|no|de|do|em|como|aqui)\b)|\b(?:hoje|essa) e (?:a )?minha ultima noite\b/g),
  sign(
    /\b(?:morrer|me matar|me suicidar) sem (?:dor|sofrer)\b|\b(?:pesquisei|pesquisando|procurei|procurando|busquei|googlei) (?:como|jeitos? de|formas? de|maneiras? de) (?:morrer|me matar|me suicidar|tirar minha vida)\b/g,
  ),
  sign(/\bnao (?:aguento|suporto) mais (?:a|essa|esta|minha) vida\b/g),
  // Round 2: no reason to live, wishing not to wake, a method found, a wish to be run over.
  sign(
    /\bnao tem (?:por que|porque|motivo para|razao para|sentido) (?:continuar )?viv(?:er|endo)\b|\bnao mereco (?:viver|estar viv[oa]|existir|continuar viv[oa])\b/g,
  ),
  sign(/\bparar de (?:acordar|respirar|viver|existir)\b|\bnao (?:quero |queria )?(?:ver o dia )?amanhecer\b/g),
  sign(
    /\b(?:vou |quero |vontade de |penso em |pensando em )?pul(?:ar|o|ando) (?:\w+ ){0,3}?(?:ponte|janela|predio|sacada|varanda|trem|metro|viaduto|penhasco|precipicio|telhado|laje)\b/g,
  ),
  sign(
    /\b(?:remedios?|comprimidos|uma corda|veneno|a lamina) (?:para|pra) (?:acabar com (?:isso|tudo|minha vida)|morrer|me matar|nao acordar|me suicidar)\b|\bfazer (?:isso )?sem (?:doer|sofrer)\b|\bsem que doa\b/g,
  ),
  sign(/\b(?:me|se) (?:faco|fazendo|fiz|faz) cortes\b|\b(?:me|se) \w+ ate (?:sangrar|tirar sangue)\b/g, { unless: /\b(?:jogando|caindo|acidente|futebol)\b/ }),
  sign(/\b(?:atrapalho|incomodo|sobro) (?:\w+ ){0,2}?(?:nesse|neste) mundo\b|\bme despedi (?:da minha familia|de todos|dos meus filhos)\b/g, {
    unless: AWAY_FOR_A_REASON,
  }),
  sign(/\bpenso (?:\w+ ){0,3}?em (?:morrer|me matar|minha morte)\b(?! (?:de|jovem|sem)\b)/g),
  sign(/\bse eu (?:morresse|sumisse|me matasse) ninguem (?:ia|iria) (?:perceber|notar|sentir falta|ligar)\b/g),
  sign(/\b(?:me )?queimo (?:\w+ ){0,2}?com (?:cigarro|isqueiro)\b/g),
  sign(/\b(?:queria|quero|tomara que eu) (?:ser|seja) atropelad[oa]\b|\bbater o carro de proposito\b/g),
  sign(/\bque (?:a )?minha vida (?:acabe|termine)\b/g),
  // Round 3: everyone better off without me, better to vanish, a dated goodbye, joining someone who
  // died, a conditional threat to oneself, wanting it all over, a car crashed on purpose.
  sign(
    /\b(?:todo mundo|todos|minha familia|meus filhos|o mundo|geral|voces|eles) (?:ia|iria|vai|vao|iam|iriam|fica|ficaria|ficariam|estaria|estariam|seria|seriam|viveria|viveriam) (?:ficar |estar |viver |ser )?(?:muito |bem |mais )?(?:melhor|felizes?) sem mim\b(?! (?:na|no|nessa|nesse|em|para)\b)/g,
  ),
  sign(/\bmelhor (?:eu )?(?:sumir|desaparecer|nao existir|nem existir)(?= \.|$| de vez| para sempre| logo)/g),
  sign(/\b(?:so )?(?:dou|causo) (?:trabalho|problema|despesa|prejuizo) (?:para|a) (?:todo mundo|todos|minha familia|voces)\b|\bsou um peso\b/g, { weak: true }),
  sign(/\bme (?:despeco|despedir|vou despedir) de (?:tudo|todos|a vida|da vida|desse mundo|deste mundo)\b(?! (?:o|a|os|as|que|isso|aqui)\b)/g, {
    unless: AWAY_FOR_A_REASON,
  }),
  sign(
    /\b(?:quero|queria|vou|preciso|so quero) (?:ir|partir|ficar|estar|me juntar) (?:com|junto com|junto d[oae]) (?:ele|ela|meu (?:marido|esposo|filho|pai|avo|irmao|namorado)|minha (?:esposa|mulher|filha|mae|avo|irma|namorada))\b/g,
    {
      requires: /\b(?:morreu|faleceu|falecid\w+|perdi (?:o|a|meu|minha)|foi para o ceu|nao esta mais|luto|ceu|sinto tanta falta|sinto muita falta|saudade)\b/,
      unless: /\b(?:mud\w+|viag\w*|viaj\w*|ferias|morar|exterior|show|festa)\b/,
    },
  ),
  sign(
    /\bse (?:\w+ ){0,5}?(?:nao (?:voltar|volta|voltasse|me quiser|me perdoar|me responder)|me deixar|me largar|me trair|terminar comigo) (?:\w+ ){0,3}?(?:me mato|me suicido|eu me mato|vou me matar|tiro minha vida|me jogo)\b/g,
  ),
  sign(
    /\b(?:quero|queria|so quero) (?:que )?(?:acabe|termine) tudo(?: logo| de vez| agora| ja)?(?= \.|$)|\bque (?:acabe|termine) tudo (?:logo|de vez)(?= \.|$)/g,
    {
      unless: /\b(?:provas?|semana|semestre|obra|reforma|mudanca|trabalho|projeto|festa|viagem|ano|faculdade|processo|divorcio|plantao|turno)\b/,
    },
  ),
  sign(
    /\b(?:bater|jogar|enfiar|batendo|jogando|joguei|bati) o carro (?:\w+ ){0,4}?(?:de proposito|para morrer|para acabar com tudo)\b|\b(?:pens\w+ em|vontade de|quero|queria) (?:\w+ )?(?:bater|jogar|enfiar) o carro (?:num|em um|no|contra|em) (?:muro|poste|arvore|caminhao|parede|ponte)\b/g,
  ),
  // Despair: strong beside another sign of it, never alone ("não aguento mais meu chefe").
  sign(/\bnao aguento mais\b(?! (?:o|a|os|as|meu|minha|esse|essa|esse|tanto|ele|ela)\b)/g, { weak: true }),
  sign(/\b(?:sem esperanca|nada vai melhorar|nunca vai melhorar|nao tem saida|nao ha saida)\b/g, { weak: true }),
  sign(/\b(?:parar de sofrer|nao quero mais continuar(?= \.|$)|vou fazer (?:uma )?besteira|nao vejo sentido em nada)\b/g, { weak: true }),
  sign(/\b(?:nao valho nada|nao sirvo para nada|sou um fracasso|me odeio)\b/g, { weak: true }),
  sign(/\bpenso (?:na morte|em morrer)\b|\bme sinto vazi[oa]\b(?! desde)/g, { weak: true }),
  sign(/\b(?:cansad[oa]|de saco cheio) de tudo\b/g, { weak: true }),
];

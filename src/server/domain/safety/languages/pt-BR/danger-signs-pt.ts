// Danger from another person in Brazilian Portuguese, over the plain text of portuguese-words.ts:
// being hit, threatened, stalked, abused, not safe at home. Left out: "a realidade me bateu",
// "ela me deu uma facada nas costas", a boss's threat to fire, a follow on Instagram, "o azar me
// persegue", and "minha mãe vai me matar quando ver a nota".
import type { Sign } from '../../sign.ts';

const danger = (pattern: RegExp, extra: Omit<Sign, 'concern' | 'pattern'> = {}): Sign => ({ concern: 'danger', pattern, ...extra });

/** A laugh, a bad mark or a late arrival: "vai me matar" as a figure of speech. */
const FIGURE_OF_SPEECH =
  /\b(?:kk\w*|rs\w*|haha\w*)\b|\b(?:quando|qnd|qdo|qndo) (?:ver|souber|descobrir|chegar)\b|\bse eu (?:chegar|esquecer|reprovar|perder|quebrar|nao passar|repetir|bombar|tirar)\b|\bcom (?:essa|esse|essas|esses) (?:lista|prova|trabalho|dever|tarefa|materia)s?\b/;

/** What "me bateu" is when no one hit anyone: reality, longing, sleep. */
const NOT_A_BLOW =
  /\b(?:realidade|saudade|bad|fome|sono|tristeza|vontade|ansiedade|preguica|vida|crise|porta|carro|onda)\b|\b(?:no|na) (?:uno|xadrez|fifa|truco|domino|videogame|game|jogo|ping pong|sinuca|partida|free fire|corrida)\b/;

const CLOSE = '(?:mae|filha|filho|irma|irmao|sogra|sogro|esposa|mulher|namorada|vo|avo|amiga|amigo|tia|prima|vizinha|pai|marido|namorado)';

export const PORTUGUESE_DANGER_SIGNS: readonly Sign[] = [
  // Being hit, beaten, pushed, choked.
  danger(
    /\b(?<who>me|nos|a|o) (?:maltrata|maltratou|maltratava|bate|bateu|batia|batem|bateram|agride|agrediu|agredia|espanca|espancou|espancava|empurra|empurrou|enforcou|enforca|estrangula|estrangulou|chuta|chutou|soca|socou|esbofeteia|esbofeteou|estuprou|estupra|estupravam|violentou|arrasta|arrastou|sufocou)\b/g,
    {
      unless: NOT_A_BLOW,
    },
  ),
  danger(
    new RegExp(
      String.raw`\b(?:bate|bateu|batia|batem|bateram|bater|agride|agrediu) (?<who>em mim|em nos|nela|nele|na gente|na minha ${CLOSE}|no meu ${CLOSE}|em minha ${CLOSE}|na ${CLOSE}|no ${CLOSE}|nas criancas|nos filhos)\b`,
      'g',
    ),
  ),
  danger(/\b(?:maltrata|maltratou|maltratava|bate|batia|agride|agredia|espanca|espancava) (?<who>ela|ele|elas)\b/g),
  danger(
    /\bapanh(?:o|a|ei|ou|ava|ando|amos) (?:do|da|de) (?:meu |minha |seu |sua )?\w+|\b(?<who>me|lhe|nos) (?:deu|da|dava|deram) (?:uma|um) (?:surra|soco|tapa|chute|murro|bofetada|porrada|pancada|cotovelada|facada|tapao|socos)\b(?! nas costas)/g,
  ),
  danger(/\b(?:tentou|tenta|quis) (?<who>me|a|o|nos) (?:enforcar|estrangular|sufocar|afogar|matar)\b|\bjog\w+ (?:uma|um) \w+ (?<who2>em mim|nela|em nos)\b/g),
  danger(
    /\b(?:padrasto|tio|primo|avo|pai|vizinho|chefe|professor|treinador|irmao|cunhado|sogro) (?<who>mexe|mexia|toca|tocava|abusa|abusava) (?:comigo|em mim|de mim)\b|\bmexem comigo sem\b|\b(?:abusa|abusou|abusava) de (?<who2>mim|nos)\b|\babuso sexual\b|\bestupro\b/g,
  ),
  danger(/\bme (?:obriga|obrigou|obrigava|forca|forcou) a (?:transar|ter relacoes|fazer sexo)\b|\b(?:quer|quis|tentou) (?<who>me|a) bater\b/g),
  // Threats: to kill, with a weapon, "se eu largar ele vai me matar".
  danger(
    /\bameac\w* (?:\w+ ){0,3}?(?:(?<!se )matar|de morte|(?:me )?machucar|(?:me )?bater|(?:me )?agredir|faca|arma|revolver|(?:me )?queimar|vazar|tirar meus filhos)\b/g,
  ),
  danger(
    /\b(?<who>me|a|o|nos) ameac\w*\b(?! (?:de|com) (?:demi\w*|termin\w*|larg\w*|nao|ir embora|tirar o|contar|denunciar|bloquear|cortar|mudar|processar)|(?: (?:de|com))? (?:demitir|terminar|largar|nao))(?= \.|$| e | se | de | com )/g,
    {
      unless: /\b(?:chefe|empresa|demi\w*|professor\w*|banco|locador\w*|dono)\b/,
    },
  ),
  danger(
    /\b(?:apontou|aponta|apontava) (?:uma |um )?(?:arma|faca|revolver|pistola) (?:para|pra) (?<who>mim|ela|nos)\b|\bcom (?:uma|um) (?:faca|arma|revolver|pistola|facao)\b/g,
    {
      unless: /\b(?:cozinh\w+|cortando|descascando|receita)\b/,
    },
  ),
  danger(
    /\b(?:disse|diz|falou|fala|jura|jurou|escreveu|grita|gritou) que vai (?<who>me|a|o|nos|te) matar\b|\b(?:vai|vao|quer|querem|tentou) (?<who2>me|a|o|nos) matar\b/g,
    { unless: FIGURE_OF_SPEECH },
  ),
  danger(/\b(?:medo|temo|pavor) (?:de )?que (?:ele |ela |meu \w+ |minha \w+ )?(?<who>me|a|o|nos) (?:mate|bata|machuque|encontre|estupre|agrida)\b/g),
  // Fear of a partner or parent; not safe at home; a life in danger.
  danger(
    /\b(?:tenho|estou com|sinto|tenho muito) (?:muito )?medo (?:do|da) (?:meu|minha|nosso|nossa) (?:marido|esposo|esposa|companheiro|companheira|namorado|namorada|pai|mae|padrasto|madrasta|ex|sogro|irmao|filho|parceiro|parceira|cunhado)\b/g,
  ),
  danger(
    /\bnao (?:me sinto|estou|estamos|nos sentimos) (?:segur[oa]s?|protegid[oa]s?|a salvo) (?:em|na|dentro de) (?:minha |nossa )?casa\b|\bmedo de (?:voltar|ir) para (?:minha )?casa\b/g,
  ),
  danger(
    /\b(?:estou|estamos) em perigo\b(?! de)|\bminha vida (?:esta|corre) (?:em )?perigo\b|\b(?:temo|medo) pela minha vida\b|\b(?<who>minha (?:mae|irma|filha|amiga|vizinha|prima)) (?:esta|corre) (?:em )?perigo\b(?! de)/g,
  ),
  // Followed, watched, harassed.
  danger(
    /\b(?:alguem|um (?:homem|cara|desconhecido|carro|sujeito)|uma (?:mulher|pessoa)|meu ex|meu ex namorado|meu ex marido|um colega|meu vizinho) (?:esta |anda )?(?:me |nos )?(?:seguindo|segue|seguiu|persegue|perseguindo|perseguiu|vigia|vigiando|espiona|espionando|assedia|assediando)\b(?! (?:no|nas|pelo|pelas) (?:instagram|insta|redes|tiktok|twitter|face|facebook)\b)/g,
  ),
  danger(/\b(?:me|nos) (?:segue|seguiu|persegue|perseguiu) (?:ate (?:em |a )?(?:minha )?casa|em todo lugar|quando saio|na rua|pela rua|ate o trabalho)\b/g),
  danger(
    /\b(?:vigiando|vigia|rondando|ronda) (?:a )?(?:minha|nossa) casa\b|\bme (?:espera|esperando) na (?:saida|porta)\b|\b(?<who>me|a) (?:assedia|assediando|assediou)\b(?! (?:a|o) (?:duvida|lembranca|azar|passado))|\bassedio\b/g,
    {
      unless: /\b(?:azar|lembranca|duvida|passado)\b/,
    },
  ),
  danger(
    /\bme (?:tranca|trancou|tranca) em casa\b|\bnao me deixa sair de casa\b|\b(?:pega|controla|tira) (?:o )?meu (?:celular|telefone|dinheiro|passaporte)\b/g,
  ),
  // Violence named, lived now.
  danger(
    /\b(?:sofro|sofre|sofremos|sofrem|vivo|vive|vitima de|sofrendo|aguento) (?:\w+ ){0,2}?(?:violencia|maus tratos|abuso|abusos|agressao|agressoes|espancamentos?)\b/g,
  ),
  danger(
    /\brelacionamento (?:\w+ )?(?:abusivo|violento)\b|\b(?:e|eh) (?:muito )?violent[oa] (?:comigo|com a gente|com minha mae|com ela)\b|\bviolencia (?:domestica|contra a mulher|familiar)\b/g,
  ),
  // Round 3: a break-in now, a child abused by an adult, a child beaten, a threat to the family under a
  // condition, a weapon someone says they will use, a phone tracked.
  danger(
    /\b(?:alguem|um (?:homem|cara|desconhecido|ladrao)|uns (?:homens|caras|desconhecidos|ladroes)|gente) (?:esta |estao )?(?:tentando|querendo|quer|querem|tenta|tentam) (?:entrar|invadir|arrombar) (?:n[ao] |em )?(?:minha |nossa |a )?(?:casa|quarto|apartamento|ape)\b|\b(?:estao |esta )?(?:arrombando|forcando) (?:a|minha) (?:porta|fechadura|janela)\b/g,
  ),
  danger(
    /\b(?:treinador|professor|tio|padrasto|vizinho|primo|avo|pastor|padre|motorista|baba|cuidador|monitor) (?:\w+ ){0,2}?(?:(?:mexendo|abusando|abusa|abusou) (?:com|d[oa])|(?:tocando|passando a mao|passa a mao|passou a mao) (?:em|n[oa])) (?:o |a )?(?<who>meu (?:filho|sobrinho|neto|irmaozinho)|minha (?:filha|sobrinha|neta|irmazinha)|meus filhos|minhas filhas)\b/g,
  ),
  danger(
    /\b(?:espanca|espancava|espancou|surra|surrava|maltrata|maltratava|agride|agredia|bate n[oa]|batia n[oa]|bate nos|batia nos) (?:o |a |os |as )?(?:seu |sua |seus |suas |minha |meu |meus |minhas )?(?<who>filh[oa]s?|criancas?|menin[oa]s?|mulher|esposa|bebe|enteado|enteada|mae|irma|irmao)\b/g,
  ),
  danger(
    /\bse (?:\w+ ){0,6}?(?:ele |ela )?(?:vai|vao|ia|iria) (?:machucar|matar|fazer mal (?:a|para)|acabar com|bater n[ao]) (?<who>minha (?:familia|mae|filha|irma)|meu (?:filho|pai|irmao)|meus filhos|meus pais|a gente|voce|me)\b|\b(?:machucar|matar|fazer mal a) (?:toda )?minha familia\b/g,
  ),
  danger(
    /\b(?:arma|revolver|pistola|faca|espingarda|facao) (?:\w+ ){0,4}?(?:vai|vao|ia|iria) (?:usar|usa-la|atirar)\b|\b(?:vai|ia) usar (?:a arma|o revolver|contra mim|em mim)\b/g,
  ),
  danger(
    /\b(?:app|aplicativo|programa|localizador|rastreador|gps) (?:\w+ ){0,4}?para (?:me )?(?:rastrear|vigiar|espionar|monitorar|controlar)\b|\bme (?:rastreia|rastreando|monitora|espiona) (?:pelo|no|o) (?:celular|telefone|gps)\b/g,
  ),
];

import type { ContentPageSlug } from '../../../modules/content/content-rules.js';
import type { PageText } from './types.js';
import { COMPANY_HEAD_OFFICE } from '../../../common/company/company-facts.js';

/** Portuguese translations of every content page: typed as a full record so a new page cannot silently fall back to English. */
export const PT_PAGES: Record<ContentPageSlug, PageText> = {
  about: {
    title: 'Sobre a AutoExport',
    summary:
      'Exportadora japonesa de carros usados com mais de 30 anos de experiência, mais de 1.000 carros em estoque e escritórios em cerca de 30 países.',
    body: `## Perfil da empresa

A AutoExport compra, inspeciona e embarca veículos japoneses usados para revendedores e compradores particulares no mundo inteiro. Há **mais de 30 anos** buscamos carros nos leilões do Japão e com parceiros comerciais, e hoje mantemos **mais de 1.000 carros em estoque**.

| | |
|---|---|
| Sede | ${COMPANY_HEAD_OFFICE.address} |
| Atividade | Exportação de veículos usados e autopeças; serviço de leilões |
| Experiência | Mais de 30 anos |
| Escritórios | Cerca de 30 países na África, Ásia, Europa e Américas |

## O que fazemos

- **Venda de estoque:** cada carro com número de estoque, fotos reais e folha de leilão traduzida.
- **Serviço de leilões:** lances em cerca de **150.000 carros por semana de mais de 100 casas de leilão** — **sem taxa de adesão**.
- **Embarque:** **2 a 3 embarques RoRo e 4 a 5 de contêiner por mês**. A entrega leva normalmente **de 4 a 8 semanas**.
- **Gerente de conta disponível 24 horas por dia, 7 dias por semana.**

Dúvidas? [Fale conosco](/contact) ou leia [como comprar](/how-to-buy).`,
  },
  csr: {
    title: 'Responsabilidade social corporativa',
    summary:
      'Como a AutoExport trabalha por estradas mais seguras, um transporte marítimo mais limpo e as comunidades dos países para os quais exportamos.',
    body: `Os carros usados percorrem um longo caminho até chegar aos novos donos. Assumimos a responsabilidade por cada etapa: como os carros são escolhidos e preparados, como são embarcados e como tratamos as pessoas e os lugares para onde vão.`,
    sections: [
      {
        key: 'policy',
        title: 'Nossa política',
        body: `## Segurança em primeiro lugar

- Exportamos apenas carros que cumprem as regras de condições de circulação e de idade do país de destino, verificadas antes de o carro ser oferecido a você.
- Todo carro passa, antes do embarque, por uma verificação de freios, pneus, luzes e fluidos; quando o destino exige, também por uma inspeção pré-exportação feita por uma agência credenciada.
- Os recalls conhecidos pelo fabricante são consultados pelo número do chassi e, sempre que possível, realizados no Japão.

## Meio ambiente

- Damos preferência a modelos econômicos e híbridos e indicamos o tipo de combustível e a cilindrada em cada anúncio.
- Os fluidos são drenados e descartados conforme a legislação japonesa antes do carregamento em contêiner.
- Agrupamos os carros em contêineres completos e em viagens RoRo completas para reduzir as emissões por carro.

## Negócios justos

- Recusamos negócios com forças antissociais (veja a nossa [política contra forças antissociais](/anti-social-forces-policy)) e seguimos as regras de controle de exportação do Japão (veja [controle de exportação de segurança](/security-export-control)).
- Preços, taxas e condições são informados por escrito antes de você pagar. Não aceitamos pagamentos em dinheiro.`,
      },
      {
        key: 'activities',
        title: 'Nossas atividades',
        body: `## Segurança viária no Quênia e na Tanzânia

Desde 2019 apoiamos dias de educação para motoristas com parceiros locais em Mombaça e Dar es Salaam: **mais de 2.000 novos motoristas** praticaram direção segura e cuidados básicos com o carro.

## Transporte escolar no Paquistão

Doamos duas vans reformadas a uma escola para meninas perto de Karachi e custeamos a manutenção delas, para que **120 alunas** cheguem às aulas com segurança todos os dias.

## Portos limpos

Nossa equipe em Yokohama participa dos mutirões trimestrais de limpeza das praias e do cais do porto; em 2025 recolheu mais de **1,5 tonelada** de resíduos.

## Capacitação de mecânicos

Com centros de formação na Jamaica e no Chile, realizamos oficinas sobre sistemas híbridos, para que os híbridos que exportamos possam receber manutenção no próprio país.`,
      },
    ],
  },
  'how-to-buy': {
    title: 'Como comprar',
    summary: 'Compre um carro japonês usado da AutoExport em seis passos: encontrar, consultar, reservar, pagar, embarcar e receber.',
    body: `O cadastro é gratuito e **não há taxa de adesão**. Clientes cadastrados veem os preços, enviam consultas e reservam carros.

## 1. Encontre seu carro

[Pesquise no estoque](/cars) de mais de 1.000 carros ou [peça um carro](/request-a-car) que não temos.

## 2. Veja o seu preço entregue

Indique o seu país e porto no seu perfil: a página de cada carro mostra então o total **CIF** até o seu porto — frete, seguro marítimo e a inspeção antes da exportação que o seu país exige — ao lado do preço **FOB** no Japão. A [calculadora de preços](/price-calculator) cota outros portos e termos, e o seu gestor de conta responde a qualquer consulta.

## 3. Reserve

A reserva segura o carro por **3 dias úteis**. Para mantê-la, pague **pelo menos 50%** nesse prazo.

## 4. Pague

Por **transferência bancária (TT)** ou **carta de crédito à vista**, onde disponível. Veja [como pagar](/how-to-pay).

## 5. Nós embarcamos

Reservamos o próximo navio RoRo ou contêiner adequado e enviamos o conhecimento de embarque, o certificado de exportação e a fatura.

## 6. Receba seu carro

A entrega leva normalmente **de 4 a 8 semanas**. Seu gerente de conta está disponível 24/7.`,
  },
  'how-to-pay': {
    title: 'Como pagar',
    summary:
      'Pague por transferência bancária ou carta de crédito à vista. As tarifas bancárias são do cliente; cartões de crédito e PayPal não são aceitos.',
    body: `## Transferência bancária (TT)

Depois da reserva enviamos uma **fatura proforma** com nossos dados bancários e o valor.

1. Pague **pelo menos 50% em até 3 dias úteis** após a reserva e o saldo antes do embarque.
2. Informe o **número da fatura** na referência do pagamento.
3. Envie o comprovante da remessa pela sua conta.

**As tarifas bancárias são de responsabilidade do cliente**, inclusive as dos bancos intermediários.

## Carta de crédito à vista

Para **países selecionados** aceitamos carta de crédito irrevogável pagável à vista. Pergunte ao seu gerente de conta se o seu país se qualifica.

## O que não aceitamos

- **Cartões de crédito e PayPal não são aceitos.**
- Em especial, **cartão e PayPal não são aceitos para compras destinadas à Jamaica**: use transferência bancária.
- Nunca pedimos pagamento em conta pessoal. Se alguém pedir, fale conosco antes de pagar.`,
  },
  'export-information': {
    title: 'Informações de exportação',
    summary: 'Termos de embarque FOB, CFR e CIF, condições de pagamento, métodos de envio e documentos do seu carro.',
    body: `O preço de catálogo de um carro é o seu preço **FOB** no Japão (livre a bordo no porto de embarque) e está marcado FOB; com sessão iniciada e o seu país e porto indicados, a página do carro mostra também o total **CIF** até o seu porto, calculado como na sua reserva e fatura.

## Termos de embarque

| Termo | O preço inclui | Fica por sua conta |
|---|---|---|
| **FOB** | O carro, transporte interno no Japão, desembaraço de exportação e embarque | Frete marítimo, seguro, impostos de importação |
| **CFR** | Tudo do FOB mais o frete marítimo até o seu porto | Seguro, impostos de importação |
| **CIF** | Tudo do CFR mais o seguro marítimo durante a viagem | Impostos e desembaraço de importação |

## Condições de pagamento

- **TT:** pelo menos 50% em 3 dias úteis após a reserva, o saldo antes do embarque. Tarifas bancárias por conta do cliente.
- **Carta de crédito à vista:** para países selecionados.

## Métodos de envio

- **RoRo:** 2 a 3 saídas por mês.
- **Contêiner:** 4 a 5 embarques por mês.

A entrega leva normalmente **de 4 a 8 semanas**. Veja o [calendário de embarques](/shipping-schedule).

## Documentos

Conhecimento de embarque, certificado de exportação, fatura comercial e, quando exigido, certificado de inspeção pré-embarque.`,
  },
  'terms-of-use': {
    title: 'Termos de uso',
    summary: 'As regras de uso do site e da conta de cliente da AutoExport.',
    body: `Ao usar este site, você aceita estes termos. Leia-os junto com a nossa [política de privacidade](/privacy-policy) e a nossa [política de cookies](/cookie-policy).

## 1. Contas

Você deve fornecer dados verdadeiros ao se cadastrar e manter a sua senha em sigilo. Você é responsável pelo que for feito com a sua conta. Podemos suspender uma conta usada de forma indevida.

## 2. Preços e anúncios

Os preços são mostrados apenas a clientes cadastrados. Anúncios, fotos e folhas de leilão são fornecidos de boa-fé; um carro só é vendido quando uma reserva é confirmada e paga conforme as nossas [condições comerciais](/terms-of-trade).

## 3. Uso aceitável

Não copie o conteúdo do site para uso comercial, não envie solicitações automatizadas que sobrecarreguem o site, não tente acessar contas de outras pessoas e não publique conteúdo ilícito ou enganoso em avaliações.

## 4. Avaliações

As avaliações devem relatar a sua própria experiência, com honestidade. Nós as publicamos após moderação e podemos remover avaliações que violem estes termos.

## 5. Responsabilidade

Não nos responsabilizamos por perdas indiretas decorrentes do uso do site. Nada nestes termos limita os seus direitos de consumidor previstos na lei aplicável a você.

## 6. Alterações

Podemos alterar estes termos; a data da última atualização é mostrada nesta página. Estes termos são regidos pelas leis do Japão, e o foro competente é o Tribunal Distrital de Tóquio.`,
  },
  'terms-of-trade': {
    title: 'Condições comerciais',
    summary: 'Condições padrão de compra de veículos da AutoExport: reserva, pagamento, embarque, risco e reclamações.',
    body: `## 1. Reserva

A reserva segura o carro por **3 dias úteis** e só continua válida se **pelo menos 50% do preço** for pago nesse prazo.

## 2. Preço

O preço de catálogo de um carro é o seu preço FOB no Japão. O comprador escolhe FOB, CFR ou CIF ao reservar, e a fatura pró-forma detalha o preço nesses termos. Veja [informações de exportação](/export-information).

## 3. Pagamento

Por **transferência bancária** ou, para países selecionados, **carta de crédito à vista**. **As tarifas bancárias são do cliente.** Cartões de crédito e PayPal não são aceitos, e nunca para compras destinadas à Jamaica.

## 4. Embarque

No próximo navio adequado após o pagamento integral. A entrega leva normalmente de 4 a 8 semanas.

## 5. Risco e seguro

O risco passa ao comprador no embarque. O seguro marítimo começa em US$ 30 e cobre até US$ 10.000, nunca acima do valor do carro.

## 6. Lei aplicável

Estas condições são regidas pelas leis do Japão.`,
  },
  'privacy-policy': {
    title: 'Política de privacidade',
    summary: 'Quais dados pessoais a AutoExport coleta, para quê, por quanto tempo e quais são os seus direitos.',
    body: `## O que coletamos

- **Dados da conta:** nome, e-mail, telefone, país, porto.
- **Dados de pedidos:** consignatário, faturas, pagamentos e documentos de embarque.
- **Mensagens:** consultas, mensagens de contato e avaliações.
- **Dados técnicos:** endereço IP (para sugerir país e moeda) e tipo de navegador.

## Para que usamos

Para manter sua conta, responder às suas consultas, vender e embarcar carros e cumprir obrigações legais. Nunca vendemos seus dados.

## Seus direitos

Você pode ver e corrigir seus dados no perfil ou excluir sua conta.`,
  },
  'cookie-policy': {
    title: 'Política de cookies',
    summary: 'Os cookies e o armazenamento local que a AutoExport usa e como controlá-los.',
    body: `## O que usamos

- **Estritamente necessários:** a sua sessão enquanto você está conectado, a sua escolha de idioma e um marcador que informa ao nosso servidor que você iniciou sessão.
- **Preferências:** a sua moeda e se você já viu o pop-up da newsletter, guardados no armazenamento local do seu navegador.
- **Segurança:** limites que protegem o login e os formulários contra abusos.

Não usamos cookies de publicidade.

## A sua escolha

Você pode apagar os cookies e o armazenamento local nas configurações do seu navegador a qualquer momento. O site funciona sem os cookies de preferências, mas o seu idioma e a sua moeda serão perguntados novamente.`,
  },
  'anti-social-forces-policy': {
    title: 'Política contra forças antissociais',
    summary: 'A AutoExport recusa qualquer relação com o crime organizado e outras forças antissociais.',
    body: `De acordo com as diretrizes do governo japonês, a AutoExport **não mantém relação alguma com forças antissociais** — grupos do crime organizado, seus membros e associados, e qualquer pessoa que busque ganho econômico por meio de violência, ameaças ou fraude.

1. Não negociamos com forças antissociais, não lhes fazemos pagamentos nem aceitamos pagamentos delas.
2. Verificamos os novos parceiros comerciais e podemos pedir aos clientes documento de identificação e comprovante da origem dos recursos.
3. Os nossos contratos nos permitem encerrar imediatamente qualquer transação se for constatado que uma das partes pertence a forças antissociais ou as apoia.
4. Recusamos com firmeza exigências descabidas e as comunicamos à polícia e aos nossos advogados.
5. Os funcionários recebem treinamento e comunicam suas preocupações à direção sem medo de represálias.`,
  },
  'security-export-control': {
    title: 'Controle de exportação de segurança',
    summary: 'A conformidade da AutoExport com a Lei de Câmbio e Comércio Exterior do Japão e com as sanções internacionais.',
    body: `Veículos e peças podem estar sujeitos a controles de exportação. A AutoExport cumpre a **Lei de Câmbio e Comércio Exterior** do Japão e as sanções das Nações Unidas e do Japão.

- Verificamos compradores e consignatários nas listas de sanções antes da venda.
- Não exportamos para destinos ou usuários finais sujeitos a embargo, nem quando temos motivos para crer que os bens se destinam a uso militar ou a armas de destruição em massa.
- Certos veículos (por exemplo, veículos blindados ou 4×4 especiais) precisam de licença de exportação; nós a solicitamos ou recusamos a venda.
- Podemos pedir que você confirme por escrito o uso final e o usuário final.

Dúvidas sobre controle de exportação devem ser enviadas à nossa equipe de compliance pelo [formulário de contato](/contact).`,
  },
  'auction-service': {
    title: 'Serviço de leilões',
    summary:
      'Dê lances em cerca de 150.000 carros por semana de mais de 100 casas de leilão japonesas pela AutoExport, sem taxa de adesão.',
    body: `Os leilões de carros do Japão oferecem cerca de **150.000 carros por semana de mais de 100 casas de leilão**. Damos lances por você com o nosso acesso de membro — **sem taxa de adesão**. [Pesquise os carros de leilão desta semana](/auctions): cada lote com a sua folha de leilão, nota e horário de início no seu fuso horário e no do Japão.

## Como comprar em leilão em seis passos

1. **Cadastre-se** gratuitamente: a sua conta guarda o seu depósito, os seus lances e os resultados.
2. **Escolha um veículo** na [pesquisa de leilões](/auctions). Leia a folha de leilão traduzida e a nota, e anote o prazo dos lances: os pedidos de lance encerram uma hora antes de o lote entrar em leilão.
3. **Pague o depósito de leilão** por transferência bancária. Ele é reembolsável e dá cerca de dez vezes o seu valor em poder de lance.
4. **Resultado do lance.** No dia do leilão damos lances até o seu máximo; você recebe o resultado — ganho, perdido ou não vendido — por e-mail no mesmo dia. Um lance perdido libera o seu poder de lance na hora.
5. **Pague o depósito de garantia** do carro arrematado e depois o saldo da fatura por transferência, como em qualquer pedido.
6. **Embarque e chegada.** Embarcamos o carro no próximo navio adequado com todos os documentos de exportação; acompanhe-o na sua conta até chegar ao seu porto.

## Perguntas frequentes

**Quanto poder de lance o meu depósito dá?** Cerca de dez vezes o depósito, menos os seus lances máximos em aberto e os carros arrematados ainda não pagos.

**Até quando posso alterar ou retirar um lance?** Até o prazo de lances do lote, uma hora antes de ele entrar em leilão. A página do lote mostra esse prazo no seu fuso horário e no do Japão.

**Posso reaver o meu depósito?** Sim: peça o reembolso quando não houver lance nem carro arrematado em aberto.

**O que significam as notas?** A nota geral vai de 1 a 6 (S para novo, R para reparado); interior e exterior recebem notas de A a E. O seu gerente de conta explica cada observação da folha.

**Posso cancelar depois de ganhar?** Um lance vencedor é uma compra na casa de leilão; não pode ser cancelado.

## Pronto para dar lances?

O cadastro é gratuito e leva um minuto. [Cadastre-se para começar](/auth?tab=register)`,
  },
  'auto-parts': {
    title: 'Autopeças',
    summary: 'Autopeças japonesas originais e usadas de qualidade, embarcadas com o seu carro ou separadamente.',
    body: `Fornecemos **peças originais e peças usadas de qualidade** para marcas japonesas: motores e câmbios, suspensão, painéis da carroceria, faróis e lanternas, rodas e pneus, e peças de manutenção.

- As peças podem viajar **no mesmo contêiner que o seu carro**, economizando frete.
- Motores e câmbios usados são testados antes da desmontagem e acompanham a quilometragem e a referência do chassi.
- Sob encomenda, buscamos peças originais novas em concessionárias japonesas.

Envie o **número do chassi** e a peça de que você precisa pelo nosso [formulário de contato](/contact), e o seu gerente de conta responderá com a disponibilidade, o preço e as opções de envio.`,
  },
  careers: {
    title: 'Carreiras',
    summary:
      'Trabalhe na AutoExport em Tóquio ou em um dos nossos escritórios pelo mundo: vagas em vendas, logística, inspeção e software.',
    body: `Somos uma equipe de cerca de 300 pessoas no Japão e em cerca de 30 países, com compradores de mais de 100 países. Procuramos pessoas confiáveis, curiosas e que saibam lidar bem com clientes.

## Vagas abertas

- **Gerente de conta (urdu e inglês)** — Karachi ou Tóquio. Acompanhar os clientes da consulta à entrega.
- **Gerente de conta (português e inglês)** — Tóquio. Atender os nossos compradores em Moçambique, Angola e no Brasil.
- **Auxiliar de documentação de exportação** — Yokohama. Conhecimentos de embarque, certificados de exportação, agendamento de inspeções.
- **Inspetor de veículos** — pátios de Yokohama e Nagoya. Verificações pré-embarque e fotos.
- **Engenheiro de software (TypeScript)** — Tóquio ou remoto. O nosso site e o back office.

## O que oferecemos

Treinamento, uma equipe multicultural, apoio com o visto de trabalho para vagas no Japão e uma carreira em um negócio internacional.

Envie o seu currículo e uma breve carta de apresentação pelo nosso [formulário de contato](/contact) com o assunto "Parceria", indicando a vaga.`,
  },
  sitemap: {
    title: 'Mapa do site',
    summary: 'Todas as páginas do site da AutoExport em uma só página.',
    body: 'Todas as páginas do nosso site, agrupadas. Para encontrar um carro, comece pelo [estoque](/cars).',
  },
};
